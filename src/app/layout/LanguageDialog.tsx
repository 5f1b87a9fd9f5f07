/**
 * The Language dialog (spec section 2): the current language's iso code and a button per other
 * locale, each named in its own language with the English name beside it, found by a search that
 * ignores accents and case. Choosing one sets the interface language and the 365-day cookie, and
 * moves the current page under the new prefix.
 */
import { Button, Empty, Flex, Input, Modal, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { namesOf } from '../../i18n/localeNames';
import { LOCALES, localeOf } from '../../i18n/locales';
import { addressInLanguage, splitLocale } from '../../i18n/paths';
import { matchesSearch } from '../../shared/resource/resourceOptions';
import { chooseLanguage } from '../../session';
import { useAppDispatch } from '../../store/hooks';
import { Text } from '../../shared/ui/Text';

/** Every locale with its names, as the dialog offers them. */
const CHOICES = LOCALES.map(({ code, iso }) => ({ code, iso, ...(namesOf(code) ?? { name: code, english: code }) }));

export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { lang } = splitLocale(useLocation().pathname);
  const [query, setQuery] = useState('');
  const search = useRef<InputRef>(null);
  const shown = CHOICES.filter(
    (locale) => locale.code !== lang && matchesSearch(`${locale.name} ${locale.english} ${locale.code}`, query),
  );

  const close = () => {
    setQuery('');
    onClose();
  };
  const choose = (code: string) => {
    chooseLanguage(dispatch, code);
    navigate(addressInLanguage(code));
    close();
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      // The dialog takes the focus when it opens (and gives it back to its button when it closes);
      // the search field is where a keyboard user starts.
      afterOpenChange={(opened) => opened && search.current?.focus()}
      footer={null}
      width={760}
      title={intl.formatMessage({ id: 'language.title', defaultMessage: 'Language' })}
    >
      <p style={{ marginTop: 0, marginBottom: '1em' }}>
        <FormattedMessage id="language.current" defaultMessage="Current language:" />{' '}
        <Text code>{localeOf(lang).iso}</Text>
      </p>
      <Input.Search
        ref={search}
        allowClear
        autoFocus
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={intl.formatMessage({ id: 'language.search', defaultMessage: 'Search a language' })}
        aria-label={intl.formatMessage({ id: 'language.search', defaultMessage: 'Search a language' })}
        style={{ marginBottom: 12 }}
      />
      <Flex wrap gap={8} style={{ maxHeight: '55vh', overflowY: 'auto', alignContent: 'flex-start' }}>
        {shown.map((locale) => (
          <Button key={locale.code} size="small" onClick={() => choose(locale.code)}>
            <span lang={locale.iso} dir="auto">
              {locale.name}
            </span>
            {locale.english !== locale.name && (
              <Text type="secondary" style={{ fontSize: 12 }}>
                {locale.english}
              </Text>
            )}
          </Button>
        ))}
        {shown.length === 0 && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            style={{ width: '100%' }}
            description={<FormattedMessage id="language.noMatch" defaultMessage="No language matches the search" />}
          />
        )}
      </Flex>
    </Modal>
  );
}
