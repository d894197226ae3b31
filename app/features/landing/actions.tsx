import { createContext, useContext, type MouseEvent } from 'react';
import { Link, type ButtonVariant, type Size } from '../../../lib/index.ts';
import type {
  ActionTarget,
  ContentAction,
  SolutionCard,
  TariffCard,
} from '../../../locales/content/index.ts';
import { goToBlock } from '../../routes/goToBlock.ts';

export interface LandingActions {
  /** The id of the block an action leads to, or null when the page has no such block. */
  anchorFor: (target: ActionTarget) => string | null;
  onTariffAction?: (card: TariffCard, which: 'primary' | 'secondary') => void;
  onChooseSolution?: (solution: SolutionCard) => void;
}

export const LandingActionsContext = createContext<LandingActions>({ anchorFor: () => null });

export function useLandingActions(): LandingActions {
  return useContext(LandingActionsContext);
}

/** Where a page's actions lead, as data an island can carry (`anchorFor` of each target). */
export type LandingAnchors = Record<ActionTarget, string | null>;

export function useLandingAnchors(): LandingAnchors {
  const { anchorFor } = useLandingActions();
  return {
    consultation: anchorFor('consultation'),
    tariffs: anchorFor('tariffs'),
    promo: anchorFor('promo'),
  };
}

/** An island's actions, from the anchors its page handed it. */
export function anchoredActions(anchors: LandingAnchors): LandingActions {
  return { anchorFor: (target) => anchors[target] };
}

export interface ActionLinkProps {
  action: ContentAction;
  variant?: ButtonVariant;
  size?: Size;
  /** Names what the action is about when the label alone is ambiguous («Подключить» → which tariff). */
  describedBy?: string;
}

/**
 * A call to action that leads to a block of the same page (`#consultation`, `#tariffs`). It is a
 * real in-page link, so it works before the scripts load; with them it scrolls smoothly and
 * moves focus (in a static band of a prerendered page, through the islands' runtime:
 * `data-block-link`). When the page has no block for the action, nothing is rendered — no dead buttons.
 */
export function ActionLink({
  action,
  variant = 'primary',
  size = 'l',
  describedBy,
}: ActionLinkProps) {
  const { anchorFor } = useLandingActions();
  const anchor = anchorFor(action.target);
  if (!anchor) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (goToBlock(anchor)) event.preventDefault();
  };
  return (
    <Link
      appearance="button"
      variant={variant}
      size={size}
      href={`#${anchor}`}
      onClick={onClick}
      aria-describedby={describedBy}
      // On a prerendered page outside any island, the islands' runtime does the same.
      data-block-link=""
    >
      {action.label}
    </Link>
  );
}
