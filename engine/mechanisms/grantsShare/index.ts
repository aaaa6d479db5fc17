/**
 * companies.json abilities of kind "grantsShare": a private company bought in the private auction
 * comes with a certificate of a corporation (1870: SLSF's private is SLSF's president's
 * certificate; 1843 rules L1485-1496: Lyon-Méditerranée comes with PLM's, whose par its buyer sets),
 * perhaps of a corporation drawn when the game is set up (params.drawCorporation).
 */
import type { Mechanism } from '../../core/mechanism';
import { drawGrantedCorporations, grantSharesOnPurchase } from '../abilities';

export const mechanism: Mechanism = {
  id: 'grantsShare',
  block: 'companies[].abilities[kind=grantsShare]',
  appliesTo: (d) => (d.companies.companies ?? []).some((c) => (c.abilities ?? []).some((a) => (a.kind as string) === 'grantsShare')),
  hooks: { setUp: drawGrantedCorporations, companyBought: grantSharesOnPurchase },
};
