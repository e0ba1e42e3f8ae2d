import type { ResultCode } from './errors';
import type { CompleteLanguage, LanguageCode } from './languages';
import { textLanguage } from './languages';

// Human text for each result code in every complete language. The server puts it in the
// envelope's `message`; the web app shows it when it has nothing more specific to say.

type Catalogue = Record<ResultCode, Record<CompleteLanguage, string>>;

export const RESULT_MESSAGES: Catalogue = {
  OK: { EN: 'Success', TY: 'Tagumpay', PT: 'Sucesso' },
  VALIDATION: {
    EN: 'Some fields are not valid. Please check them and try again.',
    TY: 'May mga field na hindi wasto. Pakisuri at subukang muli.',
    PT: 'Alguns campos não são válidos. Verifique-os e tente novamente.',
  },
  MALFORMED_BODY: {
    EN: 'The request body could not be read. Please try again.',
    TY: 'Hindi mabasa ang ipinadalang datos. Pakisubukang muli.',
    PT: 'Não foi possível ler o corpo do pedido. Tente novamente.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    EN: 'This kind of request body is not supported.',
    TY: 'Hindi suportado ang ganitong uri ng datos.',
    PT: 'Este tipo de conteúdo não é suportado.',
  },
  PAYLOAD_TOO_LARGE: {
    EN: 'The request is too large.',
    TY: 'Masyadong malaki ang ipinadala.',
    PT: 'O pedido é demasiado grande.',
  },
  NOT_FOUND: {
    EN: 'The page or resource was not found.',
    TY: 'Hindi nahanap ang pahina o datos.',
    PT: 'A página ou recurso não foi encontrado.',
  },
  AUTH_REQUIRED: {
    EN: 'You are not logged in, please login.',
    TY: 'Hindi ka pa naka-login, mag-login muna.',
    PT: 'Não tem sessão iniciada, inicie sessão.',
  },
  FORBIDDEN: {
    EN: 'You do not have permission to do this.',
    TY: 'Wala kang pahintulot na gawin ito.',
    PT: 'Não tem permissão para fazer isto.',
  },
  TRIAL_FORBIDDEN: {
    EN: 'Please Register an Account first',
    TY: 'Mangyaring Magrehistro muna ng Account',
    PT: 'Registe primeiro uma conta',
  },
  RATE_LIMITED: {
    EN: 'Too many requests, please try again later.',
    TY: 'Masyadong maraming kahilingan, subukang muli mamaya.',
    PT: 'Demasiados pedidos, tente novamente mais tarde.',
  },
  MAINTENANCE: {
    EN: 'The system is under maintenance. Please come back later.',
    TY: 'Kasalukuyang nasa maintenance ang system. Bumalik mamaya.',
    PT: 'O sistema está em manutenção. Volte mais tarde.',
  },
  REGION_BLOCKED: {
    EN: 'Access is restricted in your region.',
    TY: 'Limitado ang access sa iyong rehiyon.',
    PT: 'O acesso está restrito na sua região.',
  },
  NOT_READY: {
    EN: 'The service is starting. Please try again in a moment.',
    TY: 'Nagsisimula pa ang serbisyo. Subukang muli maya-maya.',
    PT: 'O serviço está a iniciar. Tente novamente dentro de momentos.',
  },
  INTERNAL: {
    EN: 'Something went wrong on our side. Please try again.',
    TY: 'Nagkaproblema sa aming panig. Pakisubukang muli.',
    PT: 'Ocorreu um erro do nosso lado. Tente novamente.',
  },
};

export const resultMessage = (code: ResultCode, language: LanguageCode): string =>
  RESULT_MESSAGES[code][textLanguage(language)];
