import { Languages } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type AppLanguage, chooseLanguage, currentLanguage, SUPPORTED_LANGUAGES } from "@/lib/i18n";

/**
 * The header's language switcher. `onChosen` runs after the interface has switched: the signed-in shell
 * uses it to store the language on the account too (docs/product/decisions.md#d-13), so mails follow the interface.
 */
export function LanguageSelect({ onChosen }: { onChosen?: (language: AppLanguage) => void } = {}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t("common.language")}
      </label>
      <Languages className="size-4 text-muted-foreground" aria-hidden />
      <select
        id={id}
        value={currentLanguage()}
        onChange={(e) => {
          const language = e.target.value as AppLanguage;
          void chooseLanguage(language).then(() => onChosen?.(language));
        }}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`common.languages.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
