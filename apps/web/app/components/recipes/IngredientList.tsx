// Ingredient lines scaled to the chosen servings (packages/domain recipes/scale.ts), and
// the spice checklist whose ticks this device remembers per recipe (localStorage).
import { useEffect, useState } from 'react';
import { scaleQuantity, type RecipeIngredientLine } from '@eshop/domain/recipes';
import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/recipes.ts';

function Amount({ line, base, servings }: { line: RecipeIngredientLine; base: number; servings: number }) {
  const { t } = usePage();
  const scaled = scaleQuantity(line, base, servings);
  if (scaled.toTaste) return <span className="text-muted" data-testid="quantity">{t('recipes.toTaste')}</span>;
  return (
    <span className="whitespace-nowrap font-semibold tabular-nums">
      <span data-testid="quantity">{scaled.text}</span>{line.unit ? ` ${line.unit}` : ''}
    </span>
  );
}

export function IngredientList({ lines, base, servings }: { lines: RecipeIngredientLine[]; base: number; servings: number }) {
  const { t } = usePage();
  return (
    <ul className="divide-y divide-dashed divide-line" data-testid="ingredients">
      {lines.map((line, i) => (
        <li key={i} className="flex items-baseline justify-between gap-4 py-2 text-sm" data-testid="ingredient">
          <span>{line.name}{line.itemId !== null && <span className="ml-2 rounded bg-fresh/10 px-1.5 py-0.5 text-[11px] text-fresh">{t('recipes.inShop')}</span>}</span>
          <Amount line={line} base={base} servings={servings} />
        </li>
      ))}
    </ul>
  );
}

const storageKey = (recipeId: number) => `eshop.recipe-spices.${recipeId}`;

function readTicks(recipeId: number): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKey(recipeId)) ?? '[]');
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return []; // storage blocked or a broken value: start unticked
  }
}

export function SpiceChecklist({ recipeId, spices, base, servings }: { recipeId: number; spices: RecipeIngredientLine[]; base: number; servings: number }) {
  const { t } = usePage();
  const [ticked, setTicked] = useState<number[]>([]);
  // Read after hydration: the server cannot know this device's ticks.
  useEffect(() => setTicked(readTicks(recipeId)), [recipeId]);
  const toggle = (i: number) => {
    const next = ticked.includes(i) ? ticked.filter((n) => n !== i) : [...ticked, i].sort((a, b) => a - b);
    setTicked(next);
    try {
      if (next.length === 0) window.localStorage.removeItem(storageKey(recipeId));
      else window.localStorage.setItem(storageKey(recipeId), JSON.stringify(next));
    } catch {
      // Private mode without storage: the ticks last for this visit only.
    }
  };
  return (
    <>
      <p className="mb-2 text-xs text-muted">{t('recipes.spices.hint')}</p>
      <ul className="space-y-1" data-testid="spices">
        {spices.map((line, i) => (
          <li key={i}>
            <label className="flex cursor-pointer items-baseline gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-brand-soft/60">
              <input type="checkbox" checked={ticked.includes(i)} onChange={() => toggle(i)} className="h-4 w-4 translate-y-0.5 accent-brand" />
              <span className={`flex-1 ${ticked.includes(i) ? 'text-muted line-through' : ''}`}>{line.name}</span>
              <Amount line={line} base={base} servings={servings} />
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}
