/**
 * Route answers remembered across replays of the same log. A replay (apply.ts replay()) is a pure,
 * deterministic fold: the same title object, the same setup and the same first i+1 actions reach the
 * same state at every point inside action i, and every question asked there (is `corp`'s run the best,
 * can `corp` run at all) has the same answer. A server replays a log it has replayed before (an undo
 * folds the log again from the start; a game dropped from its cache is folded again), so the answers the
 * route optimiser gave in the last fold of a log are kept and given again when the same log comes back.
 *
 * The position is named by the log itself, never by the state (serialising a late state costs about as
 * much as a small search): each (title, setup) keeps the actions of its last fold as JSON and the answers
 * given while each action was applied, under the question's name, the corporation and how many times
 * that question was asked for it within the action. A fold whose actions differ from index j on forgets
 * the kept answers from j on. Only replay() registers its state; apply() of one action, legalActions and
 * every other caller get a fresh answer (memo() is then the call itself). The answers are exact, so the
 * state and the log a replay gives never depend on what the process replayed before.
 */
import type { Title } from '../definition/compile';
import type { GameState } from '../state/types';

interface LogRecord {
  /** JSON of each action of the last fold, as far as a question was asked. */
  actions: string[];
  /** Answers per action index: question key -> answer. */
  answers: Map<string, unknown>[];
  /** A fold of this log is under way. */
  busy: boolean;
}

interface Fold {
  record: LogRecord;
  actions: readonly unknown[];
  /** The action being applied. */
  index: number;
  /** The fold's actions 0..checked equal the record's. */
  checked: number;
  /** Questions asked so far within action `index`. */
  asked: Map<string, number>;
  askedAt: number;
}

/** Logs kept per title: a few games replayed in turn. The least recently folded is forgotten. */
const LOGS = 16;

const records = new WeakMap<Title, Map<string, LogRecord>>();
const folds = new WeakMap<GameState, Fold>();

/**
 * Registers `state` as the working state of a replay of `actions` from `setup`, for the duration of
 * `run`; the fold calls the returned `at(i)` before applying action i.
 */
export function withFold<T>(title: Title, setup: unknown, state: GameState, actions: readonly unknown[], run: (at: (index: number) => void) => T): T {
  let byLog = records.get(title);
  if (!byLog) records.set(title, (byLog = new Map()));
  const key = JSON.stringify(setup) ?? '';
  let record = byLog.get(key);
  if (record?.busy) {
    // A fold within a fold of the same game (none does so today) keeps its answers to itself.
    record = { actions: [], answers: [], busy: false };
  } else {
    if (record) byLog.delete(key);
    else record = { actions: [], answers: [], busy: false };
    byLog.set(key, record);
    if (byLog.size > LOGS) byLog.delete(byLog.keys().next().value!);
  }
  record.busy = true;
  const fold: Fold = { record, actions, index: 0, checked: -1, asked: new Map(), askedAt: -1 };
  folds.set(state, fold);
  try {
    return run((i) => {
      fold.index = i;
    });
  } finally {
    folds.delete(state);
    record.busy = false;
  }
}

/** The answers kept for the fold's current action, once its actions so far are checked against the record. */
function answersOf(fold: Fold): Map<string, unknown> {
  const { record, actions, index } = fold;
  for (let j = fold.checked + 1; j <= index; j++) {
    const json = JSON.stringify(actions[j]);
    if (record.actions[j] !== json) {
      // Another log from here on: what was kept for it no longer holds.
      record.actions.length = j;
      record.answers.length = j;
      record.actions[j] = json;
    }
    fold.checked = j;
  }
  return (record.answers[index] ??= new Map());
}

/**
 * `compute()`'s answer to the question `question` (its name and arguments) at the position of
 * `state`: kept from an earlier fold of the same log, or computed (and kept, when `state` is a
 * replay's). Answers must be plain data the caller does not change.
 */
export function memo<T>(state: GameState, question: string, compute: () => T): T {
  const fold = folds.get(state);
  if (!fold) return compute();
  const answers = answersOf(fold);
  if (fold.askedAt !== fold.index) {
    fold.asked.clear();
    fold.askedAt = fold.index;
  }
  const nth = fold.asked.get(question) ?? 0;
  fold.asked.set(question, nth + 1);
  const key = `${question}#${nth}`;
  if (answers.has(key)) return answers.get(key) as T;
  const answer = compute();
  answers.set(key, answer);
  return answer;
}
