import type { FastifyInstance } from 'fastify';

import type { AnnouncementInput, CompleteLanguage, SendMessageRequest } from '@perya/contracts';
import { AnnouncementInputSchema, SendMessageRequestSchema } from '@perya/contracts';

import { bannerImageUrl, promotionImageUrl } from '../modules/content';
import { DEMO_ACCOUNTS } from './demo-seed';

export const DEMO_CONTENT_SEED_NAME = 'demo-content-v1';

const DAY_MS = 86_400_000;

/** A demo video for the home page's video block: Big Buck Bunny, on the Blender Foundation's channel. */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

/**
 * What the home page and the member centre show in the demo: banners (home, video, register
 * popup, side menu), promotions, player notices, popups for guests, members and first logins, the
 * notice bar, and four platform messages for player01 (two unread). Written through the same
 * services as staff edits (so it is cleaned and audited like them). Applied once.
 */
export const seedDemoContent = async (app: FastifyInstance): Promise<boolean> => {
  const { systemService, staffService, membersService, staffContent, messagesService } = app;
  if (await systemService.isSeedApplied(DEMO_CONTENT_SEED_NAME)) return false;
  const staff = await staffService.verifyCredentials(DEMO_ACCOUNTS.staff.account, DEMO_ACCOUNTS.staff.password);
  const player = await membersService.findByAccount(DEMO_ACCOUNTS.member.account);
  if (!staff || !player) return false;
  const actor = { kind: 'STAFF' as const, id: staff.id, name: staff.username };
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const inDays = (days: number) => new Date(now + days * DAY_MS).toISOString();
  const create = (input: AnnouncementInput) =>
    staffContent.announcements.create(AnnouncementInputSchema.parse(input), actor);
  // House art carries words: each language's text names the picture drawn in that language.
  const promotionArt = (name: string) => (language: CompleteLanguage) => promotionImageUrl(name, language);
  const bannerArt = (name: string) => (language: CompleteLanguage) => bannerImageUrl(name, language);
  const withArt = (
    texts: Record<CompleteLanguage, { title: string; content: string }>,
    art: (language: CompleteLanguage) => string,
  ) =>
    Object.fromEntries(
      Object.entries(texts).map(([language, text]) => [
        language,
        { ...text, imageUrl: art(language as CompleteLanguage) },
      ]),
    ) as Record<CompleteLanguage, { title: string; content: string; imageUrl: string }>;

  // Promotions first: banners link to them by id.
  const welcome = await create({
    kind: 'PROMOTION',
    category: 'NEWBIE',
    sequence: 0,
    startsAt: daysAgo(30),
    images: [{ url: promotionImageUrl('newbie-welcome'), sequence: 0 }],
    texts: withArt(
      {
        EN: {
          title: '100% Welcome Bonus up to ₱5,000',
          content:
            '<p>Double your first deposit! Deposit at least <strong>₱100</strong> and we match it 100%, up to <strong>₱5,000</strong>.</p><ul><li>Turnover: 10x the bonus before withdrawing.</li><li>Slots and fishing games count in full; live casino counts 20%.</li><li>One welcome bonus per person, household and GCash account.</li></ul><p>18+ only. Play responsibly.</p>',
        },
        TY: {
          title: '100% Welcome Bonus hanggang ₱5,000',
          content:
            '<p>Doblehin ang unang deposito mo! Mag-deposit ng hindi bababa sa <strong>₱100</strong> at tutumbasan namin ito ng 100%, hanggang <strong>₱5,000</strong>.</p><ul><li>Turnover: 10x ng bonus bago mag-withdraw.</li><li>Buong bilang ang slots at fishing; 20% ang live casino.</li><li>Isang welcome bonus bawat tao, bahay at GCash account.</li></ul><p>18+ lamang. Maglaro nang responsable.</p>',
        },
        PT: {
          title: 'Bónus de boas-vindas de 100% até ₱5.000',
          content:
            '<p>Duplique o seu primeiro depósito! Deposite pelo menos <strong>₱100</strong> e oferecemos 100%, até <strong>₱5.000</strong>.</p><ul><li>Rollover: 10x o bónus antes de levantar.</li><li>Slots e jogos de pesca contam por inteiro; casino ao vivo conta 20%.</li><li>Um bónus de boas-vindas por pessoa, casa e conta GCash.</li></ul><p>Só maiores de 18. Jogue com responsabilidade.</p>',
        },
      },
      promotionArt('newbie-welcome'),
    ),
  });
  await create({
    kind: 'PROMOTION',
    category: 'DAILY',
    sequence: 1,
    startsAt: daysAgo(20),
    images: [{ url: promotionImageUrl('daily-reload'), sequence: 0 }],
    texts: withArt(
      {
        EN: {
          title: 'Daily Reload 5%',
          content:
            '<p>Get <strong>5% extra</strong> on your first deposit every day, up to ₱500. Credited automatically within 5 minutes of your deposit.</p><p>Turnover: 5x the bonus.</p>',
        },
        TY: {
          title: 'Araw-araw na Reload 5%',
          content:
            '<p>Makakuha ng <strong>5% dagdag</strong> sa unang deposito mo araw-araw, hanggang ₱500. Awtomatikong papasok sa loob ng 5 minuto.</p><p>Turnover: 5x ng bonus.</p>',
        },
        PT: {
          title: 'Recarga diária 5%',
          content:
            '<p>Receba <strong>5% extra</strong> no seu primeiro depósito de cada dia, até ₱500. Creditado automaticamente até 5 minutos depois do depósito.</p><p>Rollover: 5x o bónus.</p>',
        },
      },
      promotionArt('daily-reload'),
    ),
  });
  const cashback = await create({
    kind: 'PROMOTION',
    category: 'SPECIAL',
    sequence: 2,
    startsAt: daysAgo(14),
    images: [{ url: promotionImageUrl('weekend-cashback'), sequence: 0 }],
    texts: withArt(
      {
        EN: {
          title: 'Weekend Cashback 10%',
          content:
            '<p>Had a rough weekend? Get <strong>10% of your net losses</strong> on slots and live casino from Saturday 00:00 to Sunday 23:59 back every Monday, up to ₱10,000.</p><p>Cashback has a 1x turnover and lands in your wallet by 12:00 noon on Monday.</p>',
        },
        TY: {
          title: 'Weekend Cashback 10%',
          content:
            '<p>Malas ang weekend? Ibabalik namin ang <strong>10% ng net na talo</strong> mo sa slots at live casino mula Sabado 00:00 hanggang Linggo 23:59 tuwing Lunes, hanggang ₱10,000.</p><p>1x lang ang turnover ng cashback at papasok sa wallet mo bago mag-12:00 ng tanghali ng Lunes.</p>',
        },
        PT: {
          title: 'Cashback de fim de semana 10%',
          content:
            '<p>Fim de semana difícil? Devolvemos <strong>10% das suas perdas líquidas</strong> em slots e casino ao vivo, de sábado 00:00 a domingo 23:59, todas as segundas-feiras, até ₱10.000.</p><p>O cashback tem rollover de 1x e chega à sua carteira até às 12:00 de segunda-feira.</p>',
        },
      },
      promotionArt('weekend-cashback'),
    ),
  });
  await create({
    kind: 'PROMOTION',
    category: 'VIP',
    sequence: 3,
    startsAt: daysAgo(60),
    images: [{ url: promotionImageUrl('vip-rebate'), sequence: 0 }],
    texts: withArt(
      {
        EN: {
          title: 'VIP Rebate up to 1.2%',
          content:
            '<p>VIP members get an <strong>unlimited rebate</strong> on every valid bet, paid daily: 0.6% at VIP 1 up to 1.2% at VIP 6. No turnover on rebates.</p>',
        },
        TY: {
          title: 'VIP Rebate hanggang 1.2%',
          content:
            '<p>Ang mga VIP member ay may <strong>walang limitasyong rebate</strong> sa bawat valid na taya, binabayaran araw-araw: 0.6% sa VIP 1 hanggang 1.2% sa VIP 6. Walang turnover ang rebate.</p>',
        },
        PT: {
          title: 'Reembolso VIP até 1,2%',
          content:
            '<p>Os membros VIP recebem um <strong>reembolso ilimitado</strong> em cada aposta válida, pago diariamente: 0,6% no VIP 1 até 1,2% no VIP 6. Sem rollover nos reembolsos.</p>',
        },
      },
      promotionArt('vip-rebate'),
    ),
  });
  await create({
    kind: 'PROMOTION',
    category: 'LIMITED',
    sequence: 4,
    startsAt: daysAgo(2),
    endsAt: inDays(12),
    images: [{ url: promotionImageUrl('sabong-special'), sequence: 0 }],
    texts: withArt(
      {
        EN: {
          title: 'Sabong Fight Night: win streak bonus',
          content:
            '<p>Win <strong>5 fights in a row</strong> on cockfighting between 18:00 and 23:59 and get ₱888; 8 in a row pays <strong>₱2,888</strong>. Minimum bet ₱100 per fight.</p>',
        },
        TY: {
          title: 'Sabong Fight Night: bonus sa sunod-sunod na panalo',
          content:
            '<p>Manalo ng <strong>5 laban nang sunod-sunod</strong> sa sabong mula 18:00 hanggang 23:59 at makakuha ng ₱888; ang 8 sunod-sunod ay <strong>₱2,888</strong>. Minimum na taya ₱100 bawat laban.</p>',
        },
        PT: {
          title: 'Noite de Sabong: bónus de vitórias seguidas',
          content:
            '<p>Ganhe <strong>5 combates seguidos</strong> no sabong entre as 18:00 e as 23:59 e receba ₱888; 8 seguidos pagam <strong>₱2.888</strong>. Aposta mínima de ₱100 por combate.</p>',
        },
      },
      promotionArt('sabong-special'),
    ),
  });
  await create({
    kind: 'PROMOTION',
    category: 'LIMITED',
    sequence: 5,
    startsAt: daysAgo(1),
    endsAt: inDays(20),
    images: [{ url: promotionImageUrl('live-casino-limited'), sequence: 0 }],
    texts: withArt(
      {
        EN: {
          title: 'Live Baccarat Streak ₱8,888',
          content:
            '<p>Win 8 hands in a row at any live baccarat table (₱200 minimum per hand) and we pay <strong>₱8,888</strong>.</p>',
        },
        TY: {
          title: 'Live Baccarat Streak ₱8,888',
          content:
            '<p>Manalo ng 8 kamay nang sunod-sunod sa kahit anong live baccarat table (₱200 minimum bawat kamay) at babayaran ka namin ng <strong>₱8,888</strong>.</p>',
        },
        PT: {
          title: 'Série no Bacará ao vivo ₱8.888',
          content:
            '<p>Ganhe 8 mãos seguidas em qualquer mesa de bacará ao vivo (mínimo de ₱200 por mão) e pagamos <strong>₱8.888</strong>.</p>',
        },
      },
      promotionArt('live-casino-limited'),
    ),
  });

  await create({
    kind: 'BANNER',
    groupName: 'w_home',
    sequence: 0,
    startsAt: daysAgo(30),
    url: bannerImageUrl('welcome-bonus'),
    linkageType: 'PROMOTION',
    linkage: String(welcome.id),
    texts: withArt(
      {
        EN: { title: '100% Welcome Bonus', content: '' },
        TY: { title: '100% Welcome Bonus', content: '' },
        PT: { title: 'Bónus de boas-vindas de 100%', content: '' },
      },
      bannerArt('welcome-bonus'),
    ),
  });
  await create({
    kind: 'BANNER',
    groupName: 'w_home',
    sequence: 1,
    startsAt: daysAgo(30),
    url: bannerImageUrl('gcash-deposit'),
    linkageType: 'ROUTE',
    linkage: '/member/depositv2',
    texts: withArt(
      {
        EN: { title: 'Deposit in seconds with GCash', content: '' },
        TY: { title: 'Mag-deposit agad gamit ang GCash', content: '' },
        PT: { title: 'Deposite em segundos com GCash', content: '' },
      },
      bannerArt('gcash-deposit'),
    ),
  });
  await create({
    kind: 'BANNER',
    groupName: 'w_home',
    sequence: 2,
    startsAt: daysAgo(14),
    url: bannerImageUrl('weekend-cashback'),
    linkageType: 'PROMOTION',
    linkage: String(cashback.id),
    texts: withArt(
      {
        EN: { title: 'Weekend Cashback 10%', content: '' },
        TY: { title: 'Weekend Cashback 10%', content: '' },
        PT: { title: 'Cashback de fim de semana 10%', content: '' },
      },
      bannerArt('weekend-cashback'),
    ),
  });
  await create({
    kind: 'BANNER',
    groupName: 'w_home',
    sequence: 3,
    startsAt: daysAgo(30),
    url: bannerImageUrl('responsible-gaming'),
    linkageType: 'ROUTE',
    linkage: '/help#responsible',
    texts: withArt(
      {
        EN: { title: 'Play responsibly', content: '' },
        TY: { title: 'Maglaro nang responsable', content: '' },
        PT: { title: 'Jogue com responsabilidade', content: '' },
      },
      bannerArt('responsible-gaming'),
    ),
  });
  await create({
    kind: 'BANNER',
    groupName: 'w_video',
    sequence: 0,
    startsAt: daysAgo(30),
    url: DEMO_VIDEO_URL,
    linkageType: 'NONE',
    texts: {
      EN: { title: 'Perya highlights', content: '' },
      TY: { title: 'Mga highlight ng Perya', content: '' },
      PT: { title: 'Destaques da Perya', content: '' },
    },
  });
  await create({
    kind: 'BANNER',
    groupName: 'w_reg',
    sequence: 0,
    startsAt: daysAgo(30),
    url: bannerImageUrl('welcome-bonus'),
    linkageType: 'NONE',
    texts: withArt(
      {
        EN: { title: 'Register and get 100% on your first deposit', content: '' },
        TY: { title: 'Mag-register at makakuha ng 100% sa unang deposito', content: '' },
        PT: { title: 'Registe-se e receba 100% no primeiro depósito', content: '' },
      },
      bannerArt('welcome-bonus'),
    ),
  });
  await create({
    kind: 'BANNER',
    groupName: 'w_leftmenu',
    sequence: 0,
    startsAt: daysAgo(30),
    url: bannerImageUrl('responsible-gaming'),
    linkageType: 'ROUTE',
    linkage: '/help#responsible',
    texts: withArt(
      {
        EN: { title: 'Play responsibly', content: '' },
        TY: { title: 'Maglaro nang responsable', content: '' },
        PT: { title: 'Jogue com responsabilidade', content: '' },
      },
      bannerArt('responsible-gaming'),
    ),
  });

  await create({
    kind: 'PLAYER',
    startsAt: daysAgo(6),
    texts: {
      EN: {
        title: 'Responsible gaming: set your own limits',
        content:
          '<p>Gaming should stay fun. You can ask customer service to set a <strong>daily deposit limit</strong> or a <strong>cooling-off period</strong> on your account at any time.</p><p>If gambling stops being fun, call the PAGCOR helpline or read our <a href="/help#responsible">responsible gaming guide</a>. Only players aged 18 and over may play.</p>',
      },
      TY: {
        title: 'Responsableng paglalaro: itakda ang sarili mong limitasyon',
        content:
          '<p>Dapat manatiling masaya ang paglalaro. Maaari mong hilingin sa customer service na maglagay ng <strong>araw-araw na limitasyon sa deposito</strong> o <strong>cooling-off period</strong> sa account mo anumang oras.</p><p>Kung hindi na masaya ang pagsusugal, tumawag sa PAGCOR helpline o basahin ang aming <a href="/help#responsible">gabay sa responsableng paglalaro</a>. 18 taong gulang pataas lamang ang maaaring maglaro.</p>',
      },
      PT: {
        title: 'Jogo responsável: defina os seus limites',
        content:
          '<p>Jogar deve continuar a ser divertido. Pode pedir ao apoio ao cliente um <strong>limite diário de depósito</strong> ou um <strong>período de pausa</strong> na sua conta a qualquer momento.</p><p>Se o jogo deixar de ser divertido, ligue para a linha de apoio da PAGCOR ou leia o nosso <a href="/help#responsible">guia de jogo responsável</a>. Só maiores de 18 anos podem jogar.</p>',
      },
    },
  });
  await create({
    kind: 'PLAYER',
    startsAt: daysAgo(3),
    texts: {
      EN: {
        title: 'GCash deposits now credited in under 2 minutes',
        content:
          '<p>GCash payments through <strong>Perya Pay</strong> are now confirmed automatically. Most deposits reach your wallet in under 2 minutes, day and night.</p><p>Paying by GCash Send Money instead? Keep your 13-digit reference number and the receipt screenshot: our team checks them within 15 minutes.</p>',
      },
      TY: {
        title: 'Pumapasok na ang GCash deposit sa loob ng 2 minuto',
        content:
          '<p>Awtomatiko nang nakukumpirma ang mga bayad sa GCash sa pamamagitan ng <strong>Perya Pay</strong>. Karamihan ng deposito ay pumapasok sa wallet mo sa loob ng 2 minuto, araw man o gabi.</p><p>GCash Send Money ang gamit mo? Itago ang 13-digit na reference number at screenshot ng resibo: sinusuri ito ng aming team sa loob ng 15 minuto.</p>',
      },
      PT: {
        title: 'Depósitos GCash creditados em menos de 2 minutos',
        content:
          '<p>Os pagamentos GCash pela <strong>Perya Pay</strong> são agora confirmados automaticamente. A maioria dos depósitos chega à sua carteira em menos de 2 minutos, de dia e de noite.</p><p>Paga por GCash Send Money? Guarde o número de referência de 13 dígitos e a captura do recibo: a nossa equipa verifica-os em 15 minutos.</p>',
      },
    },
  });
  await create({
    kind: 'PLAYER',
    startsAt: daysAgo(1),
    texts: {
      EN: {
        title: 'Scheduled maintenance: Mayon Reels slots, Tuesday 02:00–04:00',
        content:
          '<p>Our partner Mayon Reels will upgrade its servers on <strong>Tuesday from 02:00 to 04:00</strong> (GMT+8). Mayon Reels games cannot be opened during the upgrade; every other game stays open.</p><p>Rounds in progress are settled automatically.</p>',
      },
      TY: {
        title: 'Nakatakdang maintenance: Mayon Reels slots, Martes 02:00–04:00',
        content:
          '<p>Mag-a-upgrade ng server ang partner naming Mayon Reels sa <strong>Martes mula 02:00 hanggang 04:00</strong> (GMT+8). Hindi mabubuksan ang mga laro ng Mayon Reels habang nag-a-upgrade; bukas ang lahat ng iba pang laro.</p><p>Awtomatikong maaayos ang mga round na nasa gitna.</p>',
      },
      PT: {
        title: 'Manutenção programada: slots Mayon Reels, terça-feira 02:00–04:00',
        content:
          '<p>O nosso parceiro Mayon Reels vai atualizar os servidores na <strong>terça-feira das 02:00 às 04:00</strong> (GMT+8). Os jogos Mayon Reels não abrem durante a atualização; todos os outros jogos continuam abertos.</p><p>As rondas em curso são liquidadas automaticamente.</p>',
      },
    },
  });

  await create({
    kind: 'POPUP',
    execution: 'B',
    startsAt: daysAgo(30),
    texts: {
      EN: {
        title: 'Welcome to Perya',
        content:
          '<p>Slots, live casino, sabong and sports in one place, with <strong>GCash and Maya deposits</strong> credited in minutes.</p><p>New here? Register and get a <strong>100% welcome bonus</strong> up to ₱5,000.</p><p><small>18+ only. Play responsibly.</small></p>',
      },
      TY: {
        title: 'Maligayang pagdating sa Perya',
        content:
          '<p>Slots, live casino, sabong at sports sa iisang lugar, at pumapasok ang <strong>deposito sa GCash at Maya</strong> sa loob ng ilang minuto.</p><p>Bago ka rito? Mag-register at makakuha ng <strong>100% welcome bonus</strong> hanggang ₱5,000.</p><p><small>18+ lamang. Maglaro nang responsable.</small></p>',
      },
      PT: {
        title: 'Bem-vindo à Perya',
        content:
          '<p>Slots, casino ao vivo, sabong e desporto num só lugar, com <strong>depósitos GCash e Maya</strong> creditados em minutos.</p><p>É novo por cá? Registe-se e receba um <strong>bónus de boas-vindas de 100%</strong> até ₱5.000.</p><p><small>Só maiores de 18. Jogue com responsabilidade.</small></p>',
      },
    },
  });
  await create({
    kind: 'POPUP',
    execution: 'A',
    startsAt: daysAgo(2),
    texts: {
      EN: {
        title: 'Weekend Cashback is back',
        content:
          '<p>Play slots and live casino this weekend and get <strong>10% of your net losses</strong> back on Monday, up to ₱10,000. No sign-up needed.</p>',
      },
      TY: {
        title: 'Balik ang Weekend Cashback',
        content:
          '<p>Maglaro ng slots at live casino ngayong weekend at ibabalik namin ang <strong>10% ng net na talo</strong> mo sa Lunes, hanggang ₱10,000. Hindi na kailangang mag-sign up.</p>',
      },
      PT: {
        title: 'O Cashback de fim de semana está de volta',
        content:
          '<p>Jogue slots e casino ao vivo este fim de semana e receba <strong>10% das suas perdas líquidas</strong> de volta na segunda-feira, até ₱10.000. Sem inscrição.</p>',
      },
    },
  });
  await create({
    kind: 'POPUP',
    execution: 'F',
    startsAt: daysAgo(30),
    texts: {
      EN: {
        title: 'Your welcome bonus is waiting',
        content:
          '<p>Thanks for joining Perya! Make your first deposit of ₱100 or more and we add <strong>100%</strong>, up to ₱5,000.</p>',
      },
      TY: {
        title: 'Naghihintay ang welcome bonus mo',
        content:
          '<p>Salamat sa pagsali sa Perya! Gawin ang unang deposito na ₱100 pataas at dadagdagan namin ng <strong>100%</strong>, hanggang ₱5,000.</p>',
      },
      PT: {
        title: 'O seu bónus de boas-vindas está à espera',
        content:
          '<p>Obrigado por se juntar à Perya! Faça o primeiro depósito de ₱100 ou mais e juntamos <strong>100%</strong>, até ₱5.000.</p>',
      },
    },
  });

  for (const [index, line] of [
    {
      EN: 'GCash and Maya deposits are credited 24/7. Keep your reference number until the money shows.',
      TY: 'Pumapasok ang deposito sa GCash at Maya 24/7. Itago ang reference number hanggang pumasok ang pera.',
      PT: 'Os depósitos GCash e Maya são creditados 24/7. Guarde o número de referência até o dinheiro aparecer.',
    },
    {
      EN: 'Weekend Cashback 10%: every Saturday and Sunday on slots and live casino.',
      TY: 'Weekend Cashback 10%: tuwing Sabado at Linggo sa slots at live casino.',
      PT: 'Cashback de fim de semana 10%: todos os sábados e domingos em slots e casino ao vivo.',
    },
    {
      EN: 'Perya never asks for your password or OTP. Report suspicious messages to customer service.',
      TY: 'Hindi kailanman hihingin ng Perya ang password o OTP mo. I-report sa customer service ang kahina-hinalang mensahe.',
      PT: 'A Perya nunca pede a sua palavra-passe ou OTP. Denuncie mensagens suspeitas ao apoio ao cliente.',
    },
  ].entries()) {
    await create({
      kind: 'MARQUEE',
      sequence: index,
      startsAt: daysAgo(7),
      texts: {
        EN: { title: '', content: line.EN },
        TY: { title: '', content: line.TY },
        PT: { title: '', content: line.PT },
      },
    });
  }

  const send = (input: SendMessageRequest) => messagesService.send(SendMessageRequestSchema.parse(input), actor);
  const direct = { audience: 'MEMBER' as const, memberId: player.id };
  const welcomeMessage = await send({
    ...direct,
    category: 'ACCOUNT',
    title: 'Welcome to Perya, Juan!',
    content:
      '<p>Your account is ready. Set a payment password in the <a href="/member/securityCenter">security centre</a> before your first withdrawal, and add your GCash number as a payout account.</p>',
    texts: {
      TY: {
        title: 'Maligayang pagdating sa Perya, Juan!',
        content:
          '<p>Handa na ang account mo. Magtakda ng payment password sa <a href="/member/securityCenter">security centre</a> bago ang unang withdrawal mo, at idagdag ang GCash number mo bilang payout account.</p>',
      },
      PT: {
        title: 'Bem-vindo à Perya, Juan!',
        content:
          '<p>A sua conta está pronta. Defina uma palavra-passe de pagamento no <a href="/member/securityCenter">centro de segurança</a> antes do primeiro levantamento e adicione o seu número GCash como conta de pagamento.</p>',
      },
    },
  });
  const depositMessage = await send({
    ...direct,
    category: 'ACCOUNT',
    title: 'Deposit approved: ₱10,000.00 by GCash',
    content: '<p>Your GCash deposit of <strong>₱10,000.00</strong> was approved and is in your wallet. Good luck!</p>',
    texts: {
      TY: {
        title: 'Aprubado ang deposito: ₱10,000.00 sa GCash',
        content:
          '<p>Naaprubahan ang GCash deposit mo na <strong>₱10,000.00</strong> at nasa wallet mo na. Good luck!</p>',
      },
      PT: {
        title: 'Depósito aprovado: ₱10.000,00 por GCash',
        content:
          '<p>O seu depósito GCash de <strong>₱10.000,00</strong> foi aprovado e está na sua carteira. Boa sorte!</p>',
      },
    },
  });
  await send({
    ...direct,
    category: 'PROMOTION',
    title: 'Weekend Cashback credited',
    content:
      '<p>We credited <strong>₱245.60</strong> of weekend cashback to your wallet (10% of ₱2,456.00 net losses on slots and live casino). Turnover 1x.</p>',
    texts: {
      TY: {
        title: 'Pumasok na ang Weekend Cashback',
        content:
          '<p>Naipasok namin ang <strong>₱245.60</strong> na weekend cashback sa wallet mo (10% ng ₱2,456.00 na net na talo sa slots at live casino). Turnover 1x.</p>',
      },
      PT: {
        title: 'Cashback de fim de semana creditado',
        content:
          '<p>Creditámos <strong>₱245,60</strong> de cashback de fim de semana na sua carteira (10% de ₱2.456,00 de perdas líquidas em slots e casino ao vivo). Rollover 1x.</p>',
      },
    },
  });
  await send({
    audience: 'ALL',
    category: 'NOTICE',
    title: 'Scheduled maintenance: Mayon Reels slots, Tuesday 02:00–04:00',
    content:
      '<p>Mayon Reels games will be closed on <strong>Tuesday from 02:00 to 04:00</strong> (GMT+8) for a server upgrade. Every other game stays open.</p>',
    texts: {
      TY: {
        title: 'Nakatakdang maintenance: Mayon Reels slots, Martes 02:00–04:00',
        content:
          '<p>Sarado ang mga laro ng Mayon Reels sa <strong>Martes mula 02:00 hanggang 04:00</strong> (GMT+8) para sa upgrade ng server. Bukas ang lahat ng iba pang laro.</p>',
      },
      PT: {
        title: 'Manutenção programada: slots Mayon Reels, terça-feira 02:00–04:00',
        content:
          '<p>Os jogos Mayon Reels estarão fechados na <strong>terça-feira das 02:00 às 04:00</strong> (GMT+8) para uma atualização dos servidores. Todos os outros jogos continuam abertos.</p>',
      },
    },
  });
  await messagesService.read(player.id, welcomeMessage.id, 'EN');
  await messagesService.read(player.id, depositMessage.id, 'EN');

  await systemService.markSeedApplied(DEMO_CONTENT_SEED_NAME);
  return true;
};
