// The demo catalogue, in category order (ids are assigned in this order by the seed runner).
import type { SeedItem } from './types.ts';
import { beef, chicken, duck, lambVenison, pork, poultry, veal } from './items-meat.ts';
import { cheese, coldCuts, dairy, delicacies, ham, olives, sauces, sausages, tapas } from './items-deli.ts';
import { salmon, seafood } from './items-seafood.ts';
import { bbq, cookware, dryGoods, seasonal, sets, vegetables, wine } from './items-pantry.ts';

export const items: SeedItem[] = [
  ...beef,
  ...pork,
  ...lambVenison,
  ...veal,
  ...chicken,
  ...duck,
  ...poultry,
  ...sausages,
  ...coldCuts,
  ...ham,
  ...wine,
  ...cheese,
  ...seafood,
  ...salmon,
  ...dairy,
  ...olives,
  ...sauces,
  ...vegetables,
  ...delicacies,
  ...tapas,
  ...dryGoods,
  ...cookware,
  ...bbq,
  ...sets,
  ...seasonal,
];
