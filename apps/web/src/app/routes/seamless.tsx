/** /seamless: a launched game, full screen, with no layout around it. */
export { SeamlessPage } from '@/features/games/pages/seamless-page';
