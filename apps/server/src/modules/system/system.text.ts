import type { CompleteLanguage } from '@perya/contracts';

/** The maintenance page's text when operators have not written their own. */
export const DEFAULT_MAINTENANCE_TEXT: Record<CompleteLanguage, { title: string; info: string }> = {
  EN: {
    title: 'System maintenance',
    info: 'We are upgrading Perya to serve you better. Your balance and data are safe. Please come back shortly.',
  },
  TY: {
    title: 'Maintenance ng system',
    info: 'Ina-upgrade namin ang Perya para mas mapagsilbihan ka. Ligtas ang iyong balanse at datos. Bumalik maya-maya.',
  },
  PT: {
    title: 'Manutenção do sistema',
    info: 'Estamos a melhorar a Perya para o servir melhor. O seu saldo e dados estão seguros. Volte em breve.',
  },
};
