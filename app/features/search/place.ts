import type { Translate } from '../../i18n/index.ts';
import { resolveLocale } from '../../routes/locale.ts';
import { MENU_SECTIONS } from '../../shell/menu.ts';

/**
 * Where a result sits on the site, in words a visitor knows from the menu: «Услуги › Связь» for a
 * product, «Блог», «Помощь». A result used to show its raw address («/roaming»), which reads as
 * scraped (issue 39); the title is the link, this line only says where it leads. `null` when the
 * page is none of those (the home page, contacts): its title says enough.
 */
export function resultPlace(url: string, t: Translate): string | null {
  const resolved = resolveLocale(url.split(/[?#]/)[0] ?? url);
  if (resolved.kind !== 'page') return null;
  const [first = ''] = resolved.path.split('/').filter(Boolean);
  if (first === 'blog') return t('shell.nav.blog');
  if (first === 'support') return t('shell.nav.help');
  const section = MENU_SECTIONS.find((s) => (s.links as readonly string[]).includes(first));
  return section ? `${t('shell.nav.services')} › ${t(`shell.menu.sections.${section.id}`)}` : null;
}
