import type { ContractDocument, ContractDocumentVariant } from '../../../contract';

/**
 * The content of a contract document in the reader's language (`de` for `de` or `de-CH`), when one
 * was uploaded for it; otherwise the reader downloads the original file.
 */
export function variantFor(document: ContractDocument, locale: string): ContractDocumentVariant | undefined {
  const language = locale.toLowerCase().split('-')[0];
  return document.fileTranslations.find((variant) => variant.locale === language);
}
