/**
 * The Language dialog (spec section 2): the current language's iso code and a button per other
 * locale; choosing one sets the interface language, the 365-day cookie, and moves the current
 * page under the new prefix.
 */
import { Button, Flex, Modal, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, localeOf } from '../../i18n/locales';
import { localisedPath, splitLocale } from '../../i18n/paths';
import { chooseLanguage } from '../../session';
import { useAppDispatch } from '../../store/hooks';

export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { lang, path } = splitLocale(pathname);

  const choose = (code: string) => {
    chooseLanguage(dispatch, code);
    navigate(`${localisedPath(path, code)}${search}${hash}`);
    onClose();
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={720}
      title={intl.formatMessage({ id: 'language.title', defaultMessage: 'Language' })}
    >
      <Typography.Paragraph>
        <FormattedMessage id="language.current" defaultMessage="Current language:" />{' '}
        <Typography.Text code>{localeOf(lang).iso}</Typography.Text>
      </Typography.Paragraph>
      <Flex wrap gap={8} style={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {LOCALES.filter((locale) => locale.code !== lang).map((locale) => (
          <Button key={locale.code} lang={locale.iso} size="small" onClick={() => choose(locale.code)}>
            {locale.name}
          </Button>
        ))}
      </Flex>
    </Modal>
  );
}
