/**
 * Charts of a game over time from the analytics query `gameTimeSeries`: each corporation's
 * share price and each player's net worth at the end of every round. Drawn with uPlot
 * (bundled from npm, no CDN). The data shaping (`chartData`) is separate from the drawing
 * so that it can be read and tested on its own.
 */
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import type { CorporationStyle } from './types';

export interface TimeSeriesRound {
  label: string;
  endActionIndex?: number | null;
  players: readonly { seat: number; cash: number; netWorth: number }[];
  sharePrices: readonly { corporation: string; sharePrice: number }[];
}

export interface ChartsProps {
  /** gameTimeSeries.rounds. */
  rounds: readonly TimeSeriesRound[];
  players: readonly { seat: number; name: string }[];
  corporations?: readonly CorporationStyle[];
  width?: number;
  height?: number;
}

export const PLAYER_COLORS = ['#1f78b4', '#e31a1c', '#33a02c', '#ff7f00', '#6a3d9a', '#b15928', '#a6cee3', '#fb9a99'];

export interface ChartData {
  labels: string[];
  sharePrices: { corporation: string; values: (number | null)[] }[];
  netWorth: { seat: number; values: (number | null)[] }[];
}

/** Rounds that have ended (a round under way has no players yet), one column each. */
export function chartData(rounds: readonly TimeSeriesRound[], players: readonly { seat: number }[]): ChartData {
  const ended = rounds.filter((r) => r.players.length > 0);
  const corps = [...new Set(ended.flatMap((r) => r.sharePrices.map((s) => s.corporation)))];
  return {
    labels: ended.map((r) => r.label),
    sharePrices: corps.map((corporation) => ({
      corporation,
      values: ended.map((r) => r.sharePrices.find((s) => s.corporation === corporation)?.sharePrice ?? null),
    })),
    netWorth: players.map((p) => ({ seat: p.seat, values: ended.map((r) => r.players.find((q) => q.seat === p.seat)?.netWorth ?? null) })),
  };
}

function Chart({ title, labels, series, width, height, kind }: {
  title: string;
  labels: string[];
  series: { label: string; color: string; values: (number | null)[] }[];
  width: number;
  height: number;
  kind: string;
}): JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current || labels.length === 0) return;
    const xs = labels.map((_, i) => i);
    const plot = new uPlot(
      {
        title,
        width,
        height,
        scales: { x: { time: false } },
        axes: [
          { values: (_u: uPlot, ticks: number[]) => ticks.map((t) => (Number.isInteger(t) ? (labels[t] ?? '') : '')) },
          {},
        ],
        series: [{ label: 'Round', value: (_u: uPlot, v: number) => labels[v] ?? '' }, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, spanGaps: false }))],
      },
      [xs, ...series.map((s) => s.values)] as uPlot.AlignedData,
      box.current,
    );
    return () => plot.destroy();
  }, [title, labels.join('\u0000'), JSON.stringify(series), width, height]);
  return <div class="chart" data-chart={kind} ref={box} />;
}

export function Charts({ rounds, players, corporations = [], width = 640, height = 260 }: ChartsProps): JSX.Element {
  const data = chartData(rounds, players);
  const colors = new Map(corporations.map((c) => [c.id, c.color]));
  if (data.labels.length === 0) return <p class="charts-empty">No round has ended yet.</p>;
  return (
    <div class="charts">
      {/* The few rules of uPlot's stylesheet the charts need, so that no CSS file has to be linked. */}
      <style>{'.uplot{font-family:sans-serif;font-size:12px}.u-title{text-align:center;font-weight:bold}.u-wrap{position:relative}.u-wrap canvas,.u-over,.u-under{position:absolute}.u-legend{text-align:center;margin:4px auto}.u-legend .u-series{display:inline-block;margin:0 6px}.u-legend .u-marker{display:inline-block;width:10px;height:10px;margin-right:4px}.u-legend th,.u-legend td{font-weight:normal;padding:0 2px}.u-cursor-x,.u-cursor-y{position:absolute;left:0;top:0;pointer-events:none;border-right:1px dashed #607d8b}.u-select{background:rgba(0,0,0,0.07);position:absolute;pointer-events:none}'}</style>
      <Chart kind="share-prices" title="Share prices" labels={data.labels} width={width} height={height}
        series={data.sharePrices.map((s) => ({ label: s.corporation, color: colors.get(s.corporation) ?? '#444', values: s.values }))} />
      <Chart kind="net-worth" title="Net worth" labels={data.labels} width={width} height={height}
        series={data.netWorth.map((s, i) => ({ label: players.find((p) => p.seat === s.seat)?.name ?? `Seat ${s.seat}`, color: PLAYER_COLORS[i % PLAYER_COLORS.length]!, values: s.values }))} />
    </div>
  );
}
