import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

type Translation = { t: TFunction; i18n: I18n };

const byInstance = new WeakMap<I18n, Translation>();

/**
 * The page's UI text: `t` of the i18next instance the page (or island) provides. A page never changes language in
 * place (another language is another address), so one `t` per instance serves every component; react-i18next's own
 * hook copies the instance for each component that calls it, which cost a server render about a twentieth of its time.
 */
export function useTranslation(): Translation {
  // As react-i18next: the provided instance, else the one registered with initReactI18next.
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n ?? getI18n();
  if (!i18n) throw new Error('useTranslation() outside an I18nextProvider');
  let translation = byInstance.get(i18n);
  if (!translation) {
    translation = { t: rememberingPlainKeys(i18n), i18n };
    byInstance.set(i18n, translation);
  }
  return translation;
}

/**
 * The instance's `t`, remembering the text of each key asked for alone (no options, no default): an instance's
 * catalogues never change after it is made (create-i18n.ts), and a page asks for the same labels hundreds of times,
 * each a walk through i18next's resolution of namespaces, fallbacks and nesting.
 */
function rememberingPlainKeys(i18n: I18n): TFunction {
  const texts = new Map<string, unknown>();
  const t = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return t(...args);
    // Keyed by language too, should anything ever switch an instance's language in place.
    const remembered = `${i18n.language}\u0000${key}`;
    if (!texts.has(remembered)) texts.set(remembered, t(key));
    return texts.get(remembered);
  }) as unknown as TFunction;
}
