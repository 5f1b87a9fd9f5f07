/**
 * The spec's "add language" modal: one platform locale (every ISO 639-1 language), chosen in a
 * searchable select (accent- and case-insensitive, spec section 5; by its own name, its English
 * name or its code) among those the field does not show yet.
 */
import { Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { namesOf } from '../../i18n/localeNames';
import { LOCALE_OPTIONS } from '../resource/localeOptions';
import { matchesSearch } from '../resource/resourceOptions';

export interface AddLanguageModalProps {
  open: boolean;
  /** Locales already shown: not offered again. */
  shown: readonly string[];
  onAdd: (locale: string) => void;
  onClose: () => void;
}

export function AddLanguageModal({ open, shown, onAdd, onClose }: AddLanguageModalProps) {
  const intl = useIntl();
  const [locale, setLocale] = useState<string>();
  const options = useMemo(() => LOCALE_OPTIONS.filter((option) => !shown.includes(String(option.value))), [shown]);
  const close = () => {
    setLocale(undefined);
    onClose();
  };
  const add = () => {
    if (!locale) return;
    onAdd(locale);
    close();
  };
  const language = intl.formatMessage({ id: 'translations.language', defaultMessage: 'Language' });
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'translations.addLanguageTitle', defaultMessage: 'Add language' })}
      okText={intl.formatMessage({ id: 'translations.add', defaultMessage: 'Add' })}
      cancelText={intl.formatMessage({ id: 'translations.cancel', defaultMessage: 'Cancel' })}
      okButtonProps={{ disabled: !locale }}
      onOk={add}
      onCancel={close}
      destroyOnHidden
      // No zoom-in: the language list measures the select while opening, and a scaled select is narrow.
      transitionName=""
    >
      <Select
        aria-label={language}
        style={{ width: '100%' }}
        showSearch
        // Inside the modal: the list moves and scrolls with it.
        getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
        placeholder={intl.formatMessage({ id: 'translations.searchLanguage', defaultMessage: 'Search a language' })}
        options={options as { label: string; value: string }[]}
        value={locale}
        onChange={setLocale}
        filterOption={(input, option) => matchesSearch(searchText(option), input)}
      />
    </Modal>
  );
}

/** "Deutsch (de)" is also found as "German". */
function searchText(option: { label?: unknown; value?: unknown } | undefined): string {
  const code = String(option?.value ?? '');
  const english = namesOf(code)?.english ?? '';
  return `${String(option?.label ?? '')} ${english}`;
}
