import type { LanguageCode } from '@perya/contracts';
import { textLanguage } from '@perya/contracts';

// Field messages of this module, in the caller's language (EN, TY, PT).

export const ageMessage = (minimumAge: number, language: LanguageCode): string =>
  ({
    EN: `You must be ${minimumAge} or older to play.`,
    TY: `Kailangang ${minimumAge} taong gulang o higit pa para makapaglaro.`,
    PT: `Tem de ter ${minimumAge} anos ou mais para jogar.`,
  })[textLanguage(language)];

export const declarationMessage = (language: LanguageCode): string =>
  ({
    EN: 'Confirm that you are not a prohibited person.',
    TY: 'Kumpirmahin na hindi ka ipinagbabawal na maglaro.',
    PT: 'Confirme que não é uma pessoa proibida de jogar.',
  })[textLanguage(language)];

export const sameImageMessage = (language: LanguageCode): string =>
  ({
    EN: 'The selfie must be a different picture from the ID.',
    TY: 'Dapat ibang larawan ang selfie kaysa sa ID.',
    PT: 'A selfie tem de ser uma imagem diferente do documento.',
  })[textLanguage(language)];

export const uploadAgainMessage = (language: LanguageCode): string =>
  ({
    EN: 'Upload the picture again.',
    TY: 'I-upload muli ang larawan.',
    PT: 'Envie a imagem novamente.',
  })[textLanguage(language)];

export const passwordWrongMessage = (language: LanguageCode): string =>
  ({
    EN: 'The password is not correct.',
    TY: 'Mali ang password.',
    PT: 'A palavra-passe não está correta.',
  })[textLanguage(language)];
