/**
 * The identity pages' texts in the console's 13 interface languages, formal address where the
 * language expects it. The language is the console's locale cookie when it names one of them,
 * else the first of the browser's Accept-Language that does, else English.
 */
import { LOCALE_COOKIE } from '../../../../contract/index.js';
import { parseCookies } from '../cookies.js';

export interface IdentityTexts {
  signIn: string;
  submit: string;
  username: string;
  password: string;
  invalid: string;
  /** {time}: "5 minutes". */
  locked: string;
  /** {time}: "30 seconds". */
  wait: string;
  expired: string;
  back: string;
  signOut: string;
  signingOut: string;
  signedOut: string;
  signedOutMessage: string;
  signInAgain: string;
  problem: string;
  /** A count of minutes and of seconds per plural category ('#' is the number); 'other' always. */
  minutes: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  seconds: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
}

const en: IdentityTexts = {
  signIn: 'Sign in',
  submit: 'Sign in',
  username: 'Username',
  password: 'Password',
  invalid: 'Invalid username or password.',
  locked: 'Too many failed sign-ins: signing in is locked for {time}. Please try again later.',
  wait: 'Too many failed sign-ins. Please wait {time} and try again.',
  expired: 'This sign-in request has expired or is not valid. Please start again.',
  back: 'Back to sign in',
  signOut: 'Sign out',
  signingOut: 'Signing you out…',
  signedOut: 'Signed out',
  signedOutMessage: 'You have been signed out.',
  signInAgain: 'Sign in again',
  problem: 'Sign-in problem',
  minutes: { one: '# minute', other: '# minutes' },
  seconds: { one: '# second', other: '# seconds' },
};

export const IDENTITY_TEXTS: Record<string, IdentityTexts> = {
  en,
  de: {
    signIn: 'Anmelden',
    submit: 'Anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    invalid: 'Benutzername oder Passwort ist ungültig.',
    locked:
      'Zu viele fehlgeschlagene Anmeldeversuche: Die Anmeldung ist für {time} gesperrt. Bitte versuchen Sie es später erneut.',
    wait: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie {time} und versuchen Sie es dann erneut.',
    expired: 'Diese Anmeldeanfrage ist abgelaufen oder ungültig. Bitte beginnen Sie von vorn.',
    back: 'Zurück zur Anmeldung',
    signOut: 'Abmelden',
    signingOut: 'Sie werden abgemeldet …',
    signedOut: 'Abgemeldet',
    signedOutMessage: 'Sie wurden abgemeldet.',
    signInAgain: 'Erneut anmelden',
    problem: 'Problem bei der Anmeldung',
    minutes: { one: '# Minute', other: '# Minuten' },
    seconds: { one: '# Sekunde', other: '# Sekunden' },
  },
  fr: {
    signIn: 'Connexion',
    submit: 'Se connecter',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    invalid: "Nom d'utilisateur ou mot de passe incorrect.",
    locked:
      'Trop de tentatives de connexion échouées : la connexion est bloquée pendant {time}. Veuillez réessayer plus tard.',
    wait: 'Trop de tentatives de connexion échouées. Veuillez patienter {time}, puis réessayer.',
    expired: "Cette demande de connexion a expiré ou n'est pas valide. Veuillez recommencer.",
    back: 'Retour à la connexion',
    signOut: 'Déconnexion',
    signingOut: 'Déconnexion en cours…',
    signedOut: 'Déconnecté',
    signedOutMessage: 'Vous avez été déconnecté.',
    signInAgain: 'Se reconnecter',
    problem: 'Problème de connexion',
    minutes: { one: '# minute', other: '# minutes' },
    seconds: { one: '# seconde', other: '# secondes' },
  },
  es: {
    signIn: 'Iniciar sesión',
    submit: 'Iniciar sesión',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    invalid: 'Nombre de usuario o contraseña incorrectos.',
    locked:
      'Demasiados intentos fallidos: el inicio de sesión está bloqueado durante {time}. Vuelva a intentarlo más tarde.',
    wait: 'Demasiados intentos fallidos. Espere {time} y vuelva a intentarlo.',
    expired: 'Esta solicitud de inicio de sesión ha caducado o no es válida. Vuelva a empezar.',
    back: 'Volver al inicio de sesión',
    signOut: 'Cerrar sesión',
    signingOut: 'Cerrando la sesión…',
    signedOut: 'Sesión cerrada',
    signedOutMessage: 'Se ha cerrado su sesión.',
    signInAgain: 'Volver a iniciar sesión',
    problem: 'Problema al iniciar sesión',
    minutes: { one: '# minuto', other: '# minutos' },
    seconds: { one: '# segundo', other: '# segundos' },
  },
  it: {
    signIn: 'Accesso',
    submit: 'Accedi',
    username: 'Nome utente',
    password: 'Password',
    invalid: 'Nome utente o password non validi.',
    locked: "Troppi tentativi di accesso non riusciti: l'accesso è bloccato per {time}. Riprovi più tardi.",
    wait: 'Troppi tentativi di accesso non riusciti. Attenda {time} e riprovi.',
    expired: 'Questa richiesta di accesso è scaduta o non è valida. Ricominci da capo.',
    back: "Torna all'accesso",
    signOut: 'Esci',
    signingOut: 'Disconnessione in corso…',
    signedOut: 'Disconnessione eseguita',
    signedOutMessage: 'La disconnessione è stata eseguita.',
    signInAgain: 'Accedi di nuovo',
    problem: 'Problema di accesso',
    minutes: { one: '# minuto', other: '# minuti' },
    seconds: { one: '# secondo', other: '# secondi' },
  },
  pt: {
    signIn: 'Iniciar sessão',
    submit: 'Iniciar sessão',
    username: 'Nome de utilizador',
    password: 'Palavra-passe',
    invalid: 'Nome de utilizador ou palavra-passe inválidos.',
    locked:
      'Demasiadas tentativas de início de sessão falhadas: o início de sessão está bloqueado durante {time}. Tente novamente mais tarde.',
    wait: 'Demasiadas tentativas de início de sessão falhadas. Aguarde {time} e tente novamente.',
    expired: 'Este pedido de início de sessão expirou ou não é válido. Comece novamente.',
    back: 'Voltar ao início de sessão',
    signOut: 'Terminar sessão',
    signingOut: 'A terminar a sessão…',
    signedOut: 'Sessão terminada',
    signedOutMessage: 'A sua sessão foi terminada.',
    signInAgain: 'Iniciar sessão novamente',
    problem: 'Problema ao iniciar sessão',
    minutes: { one: '# minuto', other: '# minutos' },
    seconds: { one: '# segundo', other: '# segundos' },
  },
  nl: {
    signIn: 'Aanmelden',
    submit: 'Aanmelden',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    invalid: 'Ongeldige gebruikersnaam of ongeldig wachtwoord.',
    locked: 'Te veel mislukte aanmeldpogingen: aanmelden is {time} geblokkeerd. Probeer het later opnieuw.',
    wait: 'Te veel mislukte aanmeldpogingen. Wacht {time} en probeer het opnieuw.',
    expired: 'Dit aanmeldverzoek is verlopen of ongeldig. Begin opnieuw.',
    back: 'Terug naar aanmelden',
    signOut: 'Afmelden',
    signingOut: 'U wordt afgemeld…',
    signedOut: 'Afgemeld',
    signedOutMessage: 'U bent afgemeld.',
    signInAgain: 'Opnieuw aanmelden',
    problem: 'Probleem bij het aanmelden',
    minutes: { one: '# minuut', other: '# minuten' },
    seconds: { one: '# seconde', other: '# seconden' },
  },
  pl: {
    signIn: 'Logowanie',
    submit: 'Zaloguj się',
    username: 'Nazwa użytkownika',
    password: 'Hasło',
    invalid: 'Nieprawidłowa nazwa użytkownika lub hasło.',
    locked:
      'Zbyt wiele nieudanych prób logowania: logowanie zostało zablokowane na {time}. Prosimy spróbować ponownie później.',
    wait: 'Zbyt wiele nieudanych prób logowania. Prosimy odczekać {time} i spróbować ponownie.',
    expired: 'To żądanie logowania wygasło lub jest nieprawidłowe. Prosimy zacząć od nowa.',
    back: 'Powrót do logowania',
    signOut: 'Wyloguj się',
    signingOut: 'Trwa wylogowywanie…',
    signedOut: 'Wylogowano',
    signedOutMessage: 'Wylogowanie zakończyło się pomyślnie.',
    signInAgain: 'Zaloguj się ponownie',
    problem: 'Problem z logowaniem',
    minutes: { one: '# minutę', few: '# minuty', many: '# minut', other: '# minuty' },
    seconds: { one: '# sekundę', few: '# sekundy', many: '# sekund', other: '# sekundy' },
  },
  ru: {
    signIn: 'Вход',
    submit: 'Войти',
    username: 'Имя пользователя',
    password: 'Пароль',
    invalid: 'Неверное имя пользователя или пароль.',
    locked: 'Слишком много неудачных попыток входа: вход заблокирован на {time}. Повторите попытку позже.',
    wait: 'Слишком много неудачных попыток входа. Подождите {time} и повторите попытку.',
    expired: 'Срок действия этого запроса на вход истёк, или запрос недействителен. Начните заново.',
    back: 'Вернуться ко входу',
    signOut: 'Выход',
    signingOut: 'Выполняется выход…',
    signedOut: 'Выход выполнен',
    signedOutMessage: 'Вы вышли из системы.',
    signInAgain: 'Войти снова',
    problem: 'Проблема со входом',
    minutes: { one: '# минуту', few: '# минуты', many: '# минут', other: '# минуты' },
    seconds: { one: '# секунду', few: '# секунды', many: '# секунд', other: '# секунды' },
  },
  tr: {
    signIn: 'Oturum açma',
    submit: 'Oturum aç',
    username: 'Kullanıcı adı',
    password: 'Parola',
    invalid: 'Kullanıcı adı veya parola geçersiz.',
    locked:
      'Çok fazla başarısız oturum açma denemesi: oturum açma {time} süreyle engellendi. Lütfen daha sonra tekrar deneyin.',
    wait: 'Çok fazla başarısız oturum açma denemesi. Lütfen {time} bekleyip tekrar deneyin.',
    expired: 'Bu oturum açma isteğinin süresi dolmuş veya istek geçersiz. Lütfen yeniden başlayın.',
    back: 'Oturum açmaya dön',
    signOut: 'Oturumu kapat',
    signingOut: 'Oturumunuz kapatılıyor…',
    signedOut: 'Oturum kapatıldı',
    signedOutMessage: 'Oturumunuz kapatıldı.',
    signInAgain: 'Yeniden oturum açın',
    problem: 'Oturum açma sorunu',
    minutes: { other: '# dakika' },
    seconds: { other: '# saniye' },
  },
  ar: {
    signIn: 'تسجيل الدخول',
    submit: 'تسجيل الدخول',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    invalid: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
    locked: 'محاولات تسجيل دخول فاشلة كثيرة جدًا: تم قفل تسجيل الدخول لمدة {time}. يُرجى المحاولة مرة أخرى لاحقًا.',
    wait: 'محاولات تسجيل دخول فاشلة كثيرة جدًا. يُرجى الانتظار {time} ثم المحاولة مرة أخرى.',
    expired: 'انتهت صلاحية طلب تسجيل الدخول هذا أو أنه غير صالح. يُرجى البدء من جديد.',
    back: 'العودة إلى تسجيل الدخول',
    signOut: 'تسجيل الخروج',
    signingOut: 'جارٍ تسجيل خروجك…',
    signedOut: 'تم تسجيل الخروج',
    signedOutMessage: 'تم تسجيل خروجك.',
    signInAgain: 'تسجيل الدخول مرة أخرى',
    problem: 'مشكلة في تسجيل الدخول',
    minutes: { one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', other: '# دقيقة' },
    seconds: { one: 'ثانية واحدة', two: 'ثانيتين', few: '# ثوانٍ', other: '# ثانية' },
  },
  zh: {
    signIn: '登录',
    submit: '登录',
    username: '用户名',
    password: '密码',
    invalid: '用户名或密码无效。',
    locked: '登录失败次数过多：登录已被锁定 {time}。请稍后重试。',
    wait: '登录失败次数过多。请等待 {time} 后重试。',
    expired: '此登录请求已过期或无效。请重新开始。',
    back: '返回登录',
    signOut: '退出登录',
    signingOut: '正在退出登录…',
    signedOut: '已退出登录',
    signedOutMessage: '您已退出登录。',
    signInAgain: '重新登录',
    problem: '登录出现问题',
    minutes: { other: '# 分钟' },
    seconds: { other: '# 秒' },
  },
  ja: {
    signIn: 'サインイン',
    submit: 'サインイン',
    username: 'ユーザー名',
    password: 'パスワード',
    invalid: 'ユーザー名またはパスワードが正しくありません。',
    locked:
      'サインインの失敗回数が多すぎるため、{time}間サインインがロックされています。しばらくしてからもう一度お試しください。',
    wait: 'サインインの失敗回数が多すぎます。{time}待ってから、もう一度お試しください。',
    expired: 'このサインイン要求は期限切れか無効です。最初からやり直してください。',
    back: 'サインインに戻る',
    signOut: 'サインアウト',
    signingOut: 'サインアウトしています…',
    signedOut: 'サインアウト済み',
    signedOutMessage: 'サインアウトしました。',
    signInAgain: 'もう一度サインイン',
    problem: 'サインインの問題',
    minutes: { other: '#分' },
    seconds: { other: '#秒' },
  },
};

/** Languages written right to left among those above. */
const RTL = new Set(['ar']);

export interface IdentityLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
  texts: IdentityTexts;
}

function languageOf(tag: string | undefined): string | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary && Object.hasOwn(IDENTITY_TEXTS, primary) ? primary : undefined;
}

/** The browser's languages, most wanted first (q=0 excluded). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The identity pages' language for a request: the console's choice, the browser's, or English. */
export function identityLanguage(headers: { cookie?: string; 'accept-language'?: string }): IdentityLanguage {
  const chosen = parseCookies(headers.cookie)[LOCALE_COOKIE]?.trim().toLowerCase();
  // A language chosen in the console without these texts shows English there too.
  const lang = /^[a-z]{2}$/.test(chosen ?? '')
    ? (languageOf(chosen) ?? 'en')
    : (acceptedLanguages(headers['accept-language']).map(languageOf).find(Boolean) ?? 'en');
  return { lang, dir: RTL.has(lang) ? 'rtl' : 'ltr', texts: IDENTITY_TEXTS[lang] ?? en };
}

/** "5 minutes" in the language: its plural form and number format. */
export function durationText(lang: string, count: number, unit: 'minutes' | 'seconds'): string {
  const forms = (IDENTITY_TEXTS[lang] ?? en)[unit];
  const form = forms[new Intl.PluralRules(lang).select(count)] ?? forms.other;
  return form.replace('#', new Intl.NumberFormat(lang).format(count));
}
