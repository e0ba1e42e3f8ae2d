import type { CompleteLanguage, LanguageCode } from '@perya/contracts';
import { textLanguage } from '@perya/contracts';

// Field messages particular to members (spec §5), in the member's language.
const MESSAGES = {
  confirmMismatch: {
    EN: 'Confirmation password is not correct.',
    TY: 'Hindi tugma ang kumpirmasyon ng password.',
    PT: 'A confirmação da palavra-passe não está correta.',
  },
  age21: {
    EN: 'Please confirm you are 21 years old.',
    TY: 'Pakikumpirma na ikaw ay 21 taong gulang.',
    PT: 'Confirme que tem 21 anos.',
  },
  age18: {
    EN: 'You must be 18 or older to play.',
    TY: 'Kailangang 18 taong gulang pataas para makapaglaro.',
    PT: 'Tem de ter 18 anos ou mais para jogar.',
  },
  terms: {
    EN: 'Please agree to the terms: you must be 18 or older.',
    TY: 'Pakisang-ayunan ang mga tuntunin: kailangang 18 pataas.',
    PT: 'Aceite os termos: tem de ter 18 anos ou mais.',
  },
  defaultPassword: {
    EN: 'Choose a password other than 123456.',
    TY: 'Pumili ng password na hindi 123456.',
    PT: 'Escolha uma palavra-passe diferente de 123456.',
  },
  samePassword: {
    EN: 'The new password must differ from the current one.',
    TY: 'Dapat iba ang bagong password sa kasalukuyan.',
    PT: 'A nova palavra-passe tem de ser diferente da atual.',
  },
  realNameLocked: {
    EN: 'Your real name is set. Contact customer service to change it.',
    TY: 'Nakatakda na ang iyong tunay na pangalan. Makipag-ugnayan sa customer service para baguhin ito.',
    PT: 'O seu nome real já está definido. Contacte o apoio ao cliente para o alterar.',
  },
  mobileInvalid: {
    EN: 'Please enter a valid mobile number.',
    TY: 'Maglagay ng wastong mobile number.',
    PT: 'Introduza um número de telemóvel válido.',
  },
} satisfies Record<string, Record<CompleteLanguage, string>>;

export type MemberMessage = keyof typeof MESSAGES;

export const memberMessage = (key: MemberMessage, language: LanguageCode): string =>
  MESSAGES[key][textLanguage(language)];
