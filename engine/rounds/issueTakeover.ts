/**
 * The Issue & Takeover round (round kind "issueTakeover", title.json rounds.issueTakeover;
 * 1820 §8.1 L711-751, digest D3.4). Its steps run in order as the round starts:
 * "advanceCostOfBusiness" moves the Cost of Business marker one column (a new colour starts its
 * phase; END ends the game), "discardSupplyTrain" takes the supply's next train out of the game.
 *
 * Not built (1820 G14): the free-for-all of share-count reductions and issues, liquidations of
 * companies in the £10 box, and takeovers in reverse operating order. With no player action
 * left, the round ends as soon as its automatic steps are done; the game then ends if no player
 * directs a company (endConditions noControlledCompany), else the next round begins.
 */
import type { Ctx } from '../context';
import { advanceCostOfBusiness, discardSupplyTrain } from '../mechanisms/costOfBusiness';
import { noControlledCompanyEnds } from '../mechanisms/end';
import { startNextRound } from './sequence';

const STEPS: Record<string, (ctx: Ctx) => void> = { advanceCostOfBusiness, discardSupplyTrain };

export function runIssueTakeoverRound(ctx: Ctx, number: number): void {
  const cfg = (ctx.title.rounds as { issueTakeover?: { steps: string[] } }).issueTakeover;
  ctx.log.push(`Issue & Takeover round ${number} begins`);
  for (const name of cfg?.steps ?? []) {
    const step = STEPS[name];
    if (!step) throw new Error(`issueTakeover step ${name} is not implemented`);
    step(ctx);
    if (ctx.state.finished) return;
  }
  ctx.log.push(`Issue & Takeover round ${number} ends`);
  // 1820 §9.1 L902-903: no player controlling a company "after a Stock Round or Issue & Takeover
  // Round" ends the game at once (endConditions noControlledCompany).
  if (noControlledCompanyEnds(ctx)) return;
  startNextRound(ctx);
}
