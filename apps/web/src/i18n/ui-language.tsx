import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as z from 'zod/mini';
import { IntlRoot } from './intl-root.tsx';
import { loadCatalogue, saveLocale, supportedLocale, type Catalogue } from './locales.ts';
import { useSetting } from '../storage/use-setting.ts';
import { settingKeys } from '../storage/setting-keys.ts';

export interface UILanguage {
  locale: string;
  /** Loads the language's catalogue, then shows it without a reload; remembered and synced. */
  chooseLocale: (locale: string) => Promise<void>;
}

const UILanguageContext = createContext<UILanguage | null>(null);

export function useUILanguage(): UILanguage {
  const language = useContext(UILanguageContext);
  if (!language) throw new Error('useUILanguage needs a UILanguageRoot above it');
  return language;
}

export interface LoadedLocale {
  locale: string;
  catalogue: Catalogue;
}

/** Loads the start locale's catalogue before the first render, so nothing flashes in English first. */
export async function loadLocale(locale: string): Promise<LoadedLocale> {
  const supported = supportedLocale(locale);
  return { locale: supported, catalogue: await loadCatalogue(supported) };
}

const languageSettingSchema = z.string();

/**
 * The app's messages in the chosen language. The choice is kept in the locale cookie (read before
 * the first render) and in the synced setting `preferences.language`, so another device follows;
 * a value arriving from sync that differs from the cookie wins, as the newer choice.
 */
export function UILanguageRoot({ initial, children }: { initial: LoadedLocale; children: ReactNode }) {
  const [shown, setShown] = useState(initial);
  const setting = useSetting(settingKeys.uiLanguage, languageSettingSchema, '');
  const { save } = setting;
  const latestRequest = useRef(0);

  const show = useCallback(async (locale: string) => {
    const request = ++latestRequest.current;
    const loaded = await loadLocale(locale);
    // A slower load of an earlier choice must not replace a later one.
    if (request !== latestRequest.current) return;
    saveLocale(loaded.locale);
    setShown(loaded);
  }, []);

  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);

  const storedLocale = setting.loaded && setting.value !== '' ? supportedLocale(setting.value) : undefined;
  useEffect(() => {
    if (storedLocale !== undefined) void show(storedLocale);
  }, [storedLocale, show]);

  const chooseLocale = useCallback(
    async (locale: string) => {
      await save(supportedLocale(locale));
      await show(locale);
    },
    [save, show],
  );

  const language = useMemo(() => ({ locale: shown.locale, chooseLocale }), [shown.locale, chooseLocale]);
  return (
    <UILanguageContext.Provider value={language}>
      <IntlRoot locale={shown.locale} catalogue={shown.catalogue}>
        {children}
      </IntlRoot>
    </UILanguageContext.Provider>
  );
}
