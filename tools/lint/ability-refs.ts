/**
 * References inside private company abilities, which the schema cannot check: hexes,
 * corporations, companies, certificates, phases, partition kinds, hex icons, phase events and
 * other abilities of the same company must exist.
 *
 * Keys checked: params.hexes (hex ids; the string "ownerHome" is also allowed), params.hexIcon
 * (every listed hex carries it), condition.ownerIn, condition.corporationAcquiresTrain and
 * params.buyers (corporations), condition.companyBought (a company),
 * params.corporation with params.certificate / params.percent (a certificate of that size; an
 * exchange's percent, 10 when absent, the size of one of the corporation's shares),
 * condition.phaseIn and params.phases (phases), params.kind of blocksPartition (a partition kind
 * used on the map), params.sharesUsesWith / replaces / exclusiveWith (ability ids of the same
 * company; ids must be unique), params.removedBy (a phase event of that kind names the company).
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { findDuplicates, msg } from './util';

const strings = (v: unknown): string[] | null => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null);

export const abilityRefs: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.companies.path;
  const hexes = new Map(def.map.hexes.map((h) => [h.id, h]));
  const corporations = new Map(def.corporations.corporations.map((c) => [c.id, c]));
  const phases = new Set(def.phases.phases.map((p) => p.id));
  const companyIds = new Set(def.companies.companies.map((c) => c.id));
  const partitionKinds = new Set(def.map.hexes.flatMap((h) => (h.partitions ?? []).map((p) => p.kind)));

  def.companies.companies.forEach((company, c) => {
    const abilities = company.abilities;
    for (const d of findDuplicates(abilities, (a) => a.id)) {
      out.push(msg(file, `/companies/${c}/abilities/${d.index}/id`, `ability ${d.key} is already defined at /companies/${c}/abilities/${d.first}`));
    }
    const abilityIds = new Set(abilities.flatMap((a) => (a.id === undefined ? [] : [a.id])));
    abilities.forEach((ability, a) => {
      const at = `/companies/${c}/abilities/${a}`;
      const params = (ability.params ?? {}) as Record<string, unknown>;
      const condition = (ability.condition ?? {}) as Record<string, unknown>;

      const hexList = strings(params.hexes);
      hexList?.forEach((id, k) => {
        if (!hexes.has(id)) out.push(msg(file, `${at}/params/hexes/${k}`, `hex ${id} does not exist`));
      });
      if (params.hexes !== undefined && hexList === null && params.hexes !== 'ownerHome') {
        out.push(msg(file, `${at}/params/hexes`, 'hexes must be a list of hex ids or "ownerHome"'));
      }
      if (typeof params.hexIcon === 'string' && hexList !== null) {
        hexList.forEach((id, k) => {
          const hex = hexes.get(id);
          if (hex !== undefined && !(hex.icons ?? []).includes(params.hexIcon as string)) {
            out.push(msg(file, `${at}/params/hexes/${k}`, `hex ${id} has no ${params.hexIcon as string} icon`));
          }
        });
      }

      if (typeof condition.corporationAcquiresTrain === 'string' && !corporations.has(condition.corporationAcquiresTrain)) {
        out.push(msg(file, `${at}/condition/corporationAcquiresTrain`, `corporation ${condition.corporationAcquiresTrain} does not exist`));
      }
      if (typeof condition.companyBought === 'string' && !companyIds.has(condition.companyBought)) {
        out.push(msg(file, `${at}/condition/companyBought`, `company ${condition.companyBought} does not exist`));
      }
      for (const [where, list] of [['condition/ownerIn', strings(condition.ownerIn)], ['params/buyers', strings(params.buyers)]] as const) {
        list?.forEach((id, k) => {
          if (!corporations.has(id)) out.push(msg(file, `${at}/${where}/${k}`, `corporation ${id} does not exist`));
        });
      }
      if (typeof params.corporation === 'string') {
        const corp = corporations.get(params.corporation);
        if (corp === undefined) out.push(msg(file, `${at}/params/corporation`, `corporation ${params.corporation} does not exist`));
        else if (typeof params.certificate === 'number') {
          const size = corp.certificates[params.certificate];
          if (size === undefined) out.push(msg(file, `${at}/params/certificate`, `${corp.id} has no certificate ${params.certificate}`));
          else if (typeof params.percent === 'number' && params.percent !== size) {
            out.push(msg(file, `${at}/params/percent`, `${corp.id} certificate ${params.certificate} is ${size}%, not ${params.percent}%`));
          }
        } else if (ability.kind === 'exchange' && params.orHalfDirectorsCertificate !== true) {
          // The exchange takes a share of `percent` (default 10): a corporation of 20% shares has none of 10%.
          const percent = typeof params.percent === 'number' ? params.percent : 10;
          if (!corp.certificates.slice(1).includes(percent)) {
            out.push(msg(file, `${at}/params${typeof params.percent === 'number' ? '/percent' : ''}`, `${corp.id} has no ${percent}% share to exchange for${typeof params.percent === 'number' ? '' : ' (percent absent: 10)'}; its shares are ${[...new Set(corp.certificates.slice(1))].join('%, ')}%`));
          }
        }
      }

      for (const [where, list] of [['condition/phaseIn', strings(condition.phaseIn)], ['params/phases', strings(params.phases)]] as const) {
        list?.forEach((id, k) => {
          if (!phases.has(id)) out.push(msg(file, `${at}/${where}/${k}`, `phase ${id} does not exist`));
        });
      }

      if (ability.kind === 'blocksPartition') {
        if (typeof params.kind !== 'string') out.push(msg(file, `${at}/params`, 'blocksPartition needs params.kind, the partition kind it blocks'));
        else if (!partitionKinds.has(params.kind)) out.push(msg(file, `${at}/params/kind`, `no hex has a ${params.kind} partition`));
      }

      for (const key of ['sharesUsesWith', 'replaces', 'exclusiveWith']) {
        const ref = params[key];
        if (typeof ref === 'string' && !abilityIds.has(ref)) out.push(msg(file, `${at}/params/${key}`, `${company.id} has no ability ${ref}`));
      }

      if (typeof params.removedBy === 'string') {
        const named = def.phases.phases.some((p) => (p.events ?? []).some((e) => e.kind === params.removedBy && (e.companies ?? []).includes(company.id)));
        if (!named) out.push(msg(file, `${at}/params/removedBy`, `no ${params.removedBy} phase event names ${company.id}`));
      }
    });
  });
  return out;
};
