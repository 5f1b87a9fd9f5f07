/**
 * Two-letter language codes (ISO 639-1) the console may prefix its routes with. oidc-provider
 * matches post-logout redirect addresses exactly, so every `/{lang}/logout_success` must be
 * registered; the whole ISO list is used so any locale the console adds later is already covered.
 */
export const LANGUAGE_CODES: readonly string[] = (
  'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy ' +
  'da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ' +
  'ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo ' +
  'lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps ' +
  'pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn ' +
  'to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ');

/** Every address the console's logout-success page can have: unprefixed (English) and per language. */
export function logoutSuccessUrls(consoleUrl: string): string[] {
  return [`${consoleUrl}/logout_success`, ...LANGUAGE_CODES.map((code) => `${consoleUrl}/${code}/logout_success`)];
}
