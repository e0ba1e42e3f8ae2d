import type { CompleteLanguage } from '@perya/contracts';

import type { ChatModelText } from './chat.tables';

// Words of the built-in chat: the default queues, the automatic agent, and the room page.

export const DEFAULT_CHAT_MODELS: Array<{
  code: string;
  sortOrder: number;
  texts: Record<CompleteLanguage, ChatModelText>;
}> = [
  {
    code: 'DEPOSIT',
    sortOrder: 0,
    texts: {
      EN: {
        name: 'Deposit help',
        description: 'GCash, Maya, bank and QR Ph deposits that are late or missing.',
        greeting:
          'Hi {name}! You are through to Deposit help. Please send the amount, the channel and the reference number of your payment.',
      },
      TY: {
        name: 'Tulong sa deposito',
        description: 'Mga deposito sa GCash, Maya, bangko at QR Ph na naantala o hindi pumasok.',
        greeting:
          'Hi {name}! Nasa Tulong sa deposito ka. Pakipadala ang halaga, ang channel at ang reference number ng bayad mo.',
      },
      PT: {
        name: 'Ajuda com depósitos',
        description: 'Depósitos GCash, Maya, banco e QR Ph atrasados ou em falta.',
        greeting:
          'Olá {name}! Está a falar com a Ajuda com depósitos. Envie o valor, o canal e o número de referência do pagamento.',
      },
    },
  },
  {
    code: 'ACCOUNT',
    sortOrder: 1,
    texts: {
      EN: {
        name: 'Account help',
        description: 'Log-in trouble, passwords, verification and withdrawals.',
        greeting: 'Hi {name}! You are through to Account help. Tell us what happened and we will sort it out together.',
      },
      TY: {
        name: 'Tulong sa account',
        description: 'Problema sa pag-login, password, beripikasyon at withdrawal.',
        greeting: 'Hi {name}! Nasa Tulong sa account ka. Sabihin mo sa amin ang nangyari at aayusin natin ito.',
      },
      PT: {
        name: 'Ajuda com a conta',
        description: 'Problemas de acesso, palavras-passe, verificação e levantamentos.',
        greeting: 'Olá {name}! Está a falar com a Ajuda com a conta. Diga-nos o que aconteceu e resolvemos juntos.',
      },
    },
  },
  {
    code: 'VIP',
    sortOrder: 2,
    texts: {
      EN: {
        name: 'VIP host',
        description: 'Your personal host for VIP rebates, limits and events.',
        greeting: 'Magandang araw, {name}! Your VIP host will join you in a moment.',
      },
      TY: {
        name: 'VIP host',
        description: 'Ang personal mong host para sa VIP rebate, limit at event.',
        greeting: 'Magandang araw, {name}! Sasamahan ka na ng VIP host mo sa ilang sandali.',
      },
      PT: {
        name: 'Anfitrião VIP',
        description: 'O seu anfitrião pessoal para rebates VIP, limites e eventos.',
        greeting: 'Bom dia, {name}! O seu anfitrião VIP junta-se a si num momento.',
      },
    },
  },
];

export const CHAT_TEXT: Record<
  CompleteLanguage,
  {
    agentName: string;
    queued: string;
    closedByStaff: string;
    you: string;
    placeholder: string;
    send: string;
    closed: string;
    missingTitle: string;
    missingText: string;
    keepOpen: string;
  }
> = {
  EN: {
    agentName: 'Perya Support',
    queued: 'Thanks, {name}! An agent has been told and will answer here shortly. Keep this tab open.',
    closedByStaff: 'This chat was closed by our team. Start a new chat any time.',
    you: 'You',
    placeholder: 'Type your message',
    send: 'Send',
    closed: 'This chat has ended.',
    missingTitle: 'Chat not found',
    missingText: 'This chat link is not valid. Start a new chat from the help centre.',
    keepOpen: 'Keep this tab open to see answers.',
  },
  TY: {
    agentName: 'Perya Support',
    queued:
      'Salamat, {name}! Naabisuhan na ang isang agent at sasagot siya rito sa lalong madaling panahon. Huwag isara ang tab na ito.',
    closedByStaff: 'Isinara ng aming team ang chat na ito. Magsimula ng bagong chat anumang oras.',
    you: 'Ikaw',
    placeholder: 'I-type ang mensahe mo',
    send: 'Ipadala',
    closed: 'Tapos na ang chat na ito.',
    missingTitle: 'Hindi nahanap ang chat',
    missingText: 'Hindi wasto ang link ng chat na ito. Magsimula ng bagong chat mula sa help centre.',
    keepOpen: 'Huwag isara ang tab na ito para makita ang mga sagot.',
  },
  PT: {
    agentName: 'Suporte Perya',
    queued: 'Obrigado, {name}! Um agente foi avisado e responderá aqui em breve. Mantenha este separador aberto.',
    closedByStaff: 'Esta conversa foi encerrada pela nossa equipa. Inicie uma nova quando quiser.',
    you: 'Você',
    placeholder: 'Escreva a sua mensagem',
    send: 'Enviar',
    closed: 'Esta conversa terminou.',
    missingTitle: 'Conversa não encontrada',
    missingText: 'Esta ligação de conversa não é válida. Inicie uma nova conversa no centro de ajuda.',
    keepOpen: 'Mantenha este separador aberto para ver as respostas.',
  },
};

/** Fills {name} in a canned line. */
export const fillName = (line: string, name: string) => line.replaceAll('{name}', name);
