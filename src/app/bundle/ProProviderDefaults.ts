/**
 * What the build gives pro-provider in place of its Chinese defaults (webpack.config.ts): antd's
 * zh_CN pack, used when no antd locale is set, and dayjs's zh-cn locale, registered for the same
 * case. The console always sets antd's locale (English when a language has no antd pack,
 * i18n/loadLocale.ts), so neither was ever used, yet both were in every signed-in screen. Were
 * one ever needed, English would show instead of Chinese. Chinese itself loads its own packs.
 */
export { default } from 'antd/es/locale/en_US';
