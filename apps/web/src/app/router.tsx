import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';

import { GAME_CATEGORIES, HOME_PATHS } from '@perya/contracts';

import { loadDocument } from '@/lib/load-document';
import { loadWithTimeout } from '@/lib/lazy-with-timeout';
import { withFullStyles } from '@/lib/with-full-styles';

import { BareLayout } from './layouts/bare-layout';
import type { PortalRouteHandle } from './layouts/portal-layout';
import { PortalLayout } from './layouts/portal-layout';
import { RootLayout } from './root-layout';
import { openLoginOnHome, openRegister, requireAgentSession, requireRealMember } from './route-guards';
import { RouteError } from './routes/route-error';

/** The path this document was loaded for. */
const DOCUMENT_PATH = typeof window === 'undefined' ? '' : window.location.pathname;

/** A lazy route chunk (spec §8: a chunk that does not arrive in 120 s is a load error). */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await loadWithTimeout(() => withFullStyles(load))) });

// Home is the first screen of most visits: it needs only the shell's styles (styles/mantine-shell.css).
const home = async () => ({ Component: (await loadWithTimeout(() => import('./routes/home'))).HomePage });
const scrollTop: PortalRouteHandle = { scrollTop: true };

const gameCentreRoutes: RouteObject[] = GAME_CATEGORIES.map((category) => ({
  path: category.path,
  handle: scrollTop,
  lazy: page(
    () => import('@/features/games/pages/game-centre-page'),
    ({ GameCentrePage }) =>
      function CategoryPage() {
        return <GameCentrePage code={category.code} />;
      },
  ),
}));

/** Member-centre pages that move or show money (spec §2.5), each its own chunk. */
const moneyPages: RouteObject[] = [
  {
    path: 'transferFund',
    lazy: page(
      () => import('@/features/wallet/pages/transfer-fund-page'),
      (module) => module.TransferFundPage,
    ),
  },
  {
    path: 'transferUpline',
    lazy: page(
      () => import('@/features/wallet/pages/transfer-upline-page'),
      (module) => module.TransferUplinePage,
    ),
  },
  {
    path: 'transactionHistory',
    lazy: page(
      () => import('@/features/wallet/pages/transaction-history-page'),
      (module) => module.TransactionHistoryPage,
    ),
  },
  {
    path: 'personalProfit',
    lazy: page(
      () => import('@/features/wallet/pages/personal-profit-page'),
      (module) => module.PersonalProfitPage,
    ),
  },
  {
    path: 'bonusDetails',
    lazy: page(
      () => import('@/features/wallet/pages/bonus-details-page'),
      (module) => module.BonusDetailsPage,
    ),
  },
  {
    path: 'rewardCenter',
    lazy: page(
      () => import('@/features/promotions/pages/reward-centre-page'),
      (module) => module.RewardCentrePage,
    ),
  },
  {
    path: 'depositv2',
    lazy: page(
      () => import('./routes/protected-pages'),
      (module) => module.DepositWithProtection,
    ),
  },
  {
    path: 'withdraw',
    lazy: page(
      () => import('./routes/withdraw-with-turnover'),
      (module) => module.WithdrawWithTurnover,
    ),
  },
];

/** Every route of spec §2.1 (paths match case-insensitively, as links in the wild vary). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PortalLayout />,
        errorElement: <RouteError />,
        children: [
          ...HOME_PATHS.map((path) => ({ path, handle: scrollTop, lazy: home })),
          { path: '/login', loader: openLoginOnHome },
          { path: '/register', loader: openRegister, handle: scrollTop, lazy: home },
          {
            path: '/help',
            handle: scrollTop,
            lazy: page(
              () => import('./routes/help'),
              (module) => module.HelpPage,
            ),
          },
          {
            path: '/helpmc',
            lazy: page(
              () => import('./routes/help-centre'),
              (module) => module.HelpCentrePage,
            ),
          },
          {
            path: '/familyExclusion',
            handle: scrollTop,
            lazy: page(
              () => import('./routes/family-exclusion'),
              (module) => module.FamilyExclusionPage,
            ),
          },
          {
            path: '/member',
            loader: requireRealMember,
            lazy: page(
              () => import('./routes/member-centre'),
              (module) => module.MemberCentreLayout,
            ),
            children: [
              {
                index: true,
                lazy: page(
                  () => import('./routes/member-centre'),
                  (module) => module.MemberCentreIndex,
                ),
              },
              {
                path: 'securityCenter',
                lazy: page(
                  () => import('./routes/security-centre'),
                  (module) => module.SecurityCentreRoute,
                ),
              },
              {
                path: 'verification',
                lazy: page(
                  () => import('@/features/compliance/pages/verification-page'),
                  (module) => module.VerificationPage,
                ),
              },
              {
                path: 'responsibleGaming',
                lazy: page(
                  () => import('@/features/protection/pages/responsible-gaming-page'),
                  (module) => module.ResponsibleGamingPage,
                ),
              },
              ...moneyPages,
              {
                path: 'personalHistoryCopy',
                lazy: page(
                  () => import('./routes/bet-record'),
                  (module) => module.BetRecordWithFairness,
                ),
              },
              {
                path: 'messageV2',
                lazy: page(
                  () => import('@/features/messages/pages/messages-page'),
                  (module) => module.MessagesPage,
                ),
              },
              {
                path: 'feedback',
                lazy: page(
                  () => import('@/features/feedback/pages/feedback-page'),
                  (module) => module.FeedbackPage,
                ),
              },
              {
                path: 'contracts',
                lazy: page(
                  () => import('@/features/agent/contracts/pages/my-contracts-page'),
                  (module) => module.MyContractsPage,
                ),
              },
              {
                path: 'referral',
                lazy: page(
                  () => import('@/features/referral/pages/referral-page'),
                  (module) => module.ReferralPage,
                ),
              },
              {
                path: 'missionLeaderboard',
                lazy: page(
                  () => import('@/features/missions/pages/mission-leaderboard-page'),
                  (module) => module.MissionLeaderboardPage,
                ),
              },
              {
                path: 'vip',
                lazy: page(
                  () => import('@/features/vip/pages/vip-page'),
                  (module) => module.VipPage,
                ),
              },
              {
                path: 'manualRebate',
                lazy: page(
                  () => import('@/features/vip/pages/rebate-page'),
                  (module) => module.RebatePage,
                ),
              },
              {
                path: ':page',
                lazy: page(
                  () => import('./routes/member-centre'),
                  (module) => module.MemberCentreSection,
                ),
              },
            ],
          },
          {
            path: '/favorite',
            loader: requireRealMember,
            lazy: page(
              () => import('@/features/games/pages/favorite-page'),
              (module) => module.FavoritePage,
            ),
          },
          {
            path: '/recent',
            loader: requireRealMember,
            lazy: page(
              () => import('@/features/games/pages/recent-page'),
              (module) => module.RecentPage,
            ),
          },
          {
            path: '/resetPassword',
            lazy: page(
              () => import('@/features/auth/pages/reset-password-page'),
              (module) => module.ResetPasswordPage,
            ),
          },
          {
            path: '/promotions',
            lazy: page(
              () => import('./routes/protected-pages'),
              (module) => module.PromotionsWithNotice,
            ),
          },
          {
            path: '/appDownload',
            lazy: page(
              () => import('@/features/app-download/pages/app-download-page'),
              (module) => module.AppDownloadPage,
            ),
          },
          {
            path: '/installGuide/ios',
            lazy: page(
              () => import('@/features/app-download/pages/install-guide-page'),
              (module) => module.IosInstallGuidePage,
            ),
          },
          {
            path: '/installGuide/android',
            lazy: page(
              () => import('@/features/app-download/pages/install-guide-page'),
              (module) => module.AndroidInstallGuidePage,
            ),
          },
          {
            // Decision 060: an original's provably fair page, in the portal (no launch needed).
            path: '/fair/:game',
            loader: requireRealMember,
            handle: scrollTop,
            lazy: page(
              () => import('@/features/originals/pages/fairness-page'),
              (module) => module.FairnessPage,
            ),
          },
          {
            path: '/pointMall',
            loader: requireRealMember,
            lazy: page(
              () => import('@/features/points/pages/point-mall-page'),
              (module) => module.PointMallPage,
            ),
          },
          ...['/lottery', '/seaLottery', '/vnLottery'].map((path) => ({
            path,
            loader: requireRealMember,
            handle: scrollTop,
            lazy: page(
              () => import('./routes/protected-pages'),
              (module) => module.LotteryWithRealityCheck,
            ),
          })),
          ...gameCentreRoutes,
          {
            path: '*',
            lazy: page(
              () => import('./routes/not-found'),
              (module) => module.NotFoundPage,
            ),
          },
        ],
      },
      {
        element: <BareLayout />,
        errorElement: <RouteError />,
        children: [
          {
            path: '/seamless',
            lazy: page(
              () => import('./routes/protected-pages'),
              (module) => module.SeamlessWithRealityCheck,
            ),
          },
          {
            path: '/seamless/originals/:game',
            lazy: page(
              () => import('./routes/originals-pages'),
              (module) => module.OriginalsWithRealityCheck,
            ),
          },
        ],
      },
      {
        path: '/agent',
        lazy: page(
          () => import('./routes/agent-login'),
          (module) => module.AgentLoginPage,
        ),
      },
      {
        path: '/agentHome',
        loader: requireAgentSession,
        lazy: page(
          () => import('./layouts/agent-layout'),
          (module) => module.AgentLayout,
        ),
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: page(
              () => import('./routes/agent-home'),
              (module) => module.AgentHomePage,
            ),
          },
          {
            path: 'contracts/:downlineId',
            lazy: page(
              () => import('@/features/agent/contracts/pages/downline-contracts-page'),
              (module) => module.DownlineContractsPage,
            ),
          },
          {
            path: ':page',
            lazy: page(
              () => import('./routes/agent-home'),
              (module) => module.AgentSectionPage,
            ),
          },
        ],
      },
    ],
  },
  // The back office is a page of its own (admin.html, decision 027): a link or a navigation here
  // loads it in full, and the player's entry carries none of it. Should this document itself have
  // been served for /admin (a server that does not know admin.html), the not-found page, not a loop.
  {
    path: '/admin/*',
    loader: ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === DOCUMENT_PATH) return null;
      loadDocument(url.href);
      // The current page stays until the browser leaves it.
      return new Promise<never>(() => undefined);
    },
    lazy: page(
      () => import('./routes/not-found'),
      (module) => module.NotFoundPage,
    ),
  },
];

export const createRouter = () => createBrowserRouter(routes);
