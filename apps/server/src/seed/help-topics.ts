import type { NewHelpTopic } from '../modules/content';

// Help-centre topics (spec §2.1 /help#tag, /helpmc) in the three complete languages.

type Topic = { tag: string; EN: [string, string]; TY: [string, string]; PT: [string, string] };

const TOPICS: Topic[] = [
  {
    tag: 'term',
    EN: [
      'Terms and conditions',
      `<p>By opening an account you confirm you are at least <strong>18 years old</strong> and that online gaming is legal where you are.</p>
<ul><li>One account per person, household, IP address and payment method.</li>
<li>Deposits and withdrawals must use accounts in your own name.</li>
<li>Bonuses carry wagering requirements shown on each promotion; withdrawals wait until they are met.</li>
<li>We may ask for identity documents before paying out, as the law requires.</li>
<li>Abuse, collusion or use of software to gain an edge closes the account and voids its winnings.</li></ul>`,
    ],
    TY: [
      'Mga tuntunin at kundisyon',
      `<p>Sa pagbukas ng account, kinukumpirma mong ikaw ay hindi bababa sa <strong>18 taong gulang</strong> at legal ang online gaming kung nasaan ka.</p>
<ul><li>Isang account lamang bawat tao, sambahayan, IP address at paraan ng pagbabayad.</li>
<li>Ang deposito at withdrawal ay dapat gumamit ng account na nakapangalan sa iyo.</li>
<li>May wagering requirement ang mga bonus na makikita sa bawat promo; maghihintay ang withdrawal hanggang matupad ito.</li>
<li>Maaari kaming humingi ng ID bago magbayad, ayon sa batas.</li>
<li>Ang pang-aabuso, sabwatan o paggamit ng software para manlamang ay magsasara ng account at magpapawalang-bisa sa panalo.</li></ul>`,
    ],
    PT: [
      'Termos e condições',
      `<p>Ao abrir uma conta confirma que tem pelo menos <strong>18 anos</strong> e que o jogo online é legal onde se encontra.</p>
<ul><li>Uma conta por pessoa, agregado, endereço IP e meio de pagamento.</li>
<li>Depósitos e levantamentos devem usar contas em seu nome.</li>
<li>Os bónus têm requisitos de aposta indicados em cada promoção; os levantamentos aguardam que sejam cumpridos.</li>
<li>Podemos pedir documentos de identidade antes de pagar, como a lei exige.</li>
<li>Abuso, conluio ou uso de software para obter vantagem encerra a conta e anula os ganhos.</li></ul>`,
    ],
  },
  {
    tag: 'privacy',
    EN: [
      'Privacy policy',
      `<p>We keep only the data we need to run your account, pay you and meet our licence: your name, contact details, transactions and game history.</p>
<p>Passwords are stored as one-way hashes. We never sell your data. You may ask for a copy of your data or for its deletion once the law no longer requires us to keep it.</p>`,
    ],
    TY: [
      'Patakaran sa privacy',
      `<p>Iniingatan lamang namin ang datos na kailangan para patakbuhin ang iyong account, magbayad sa iyo at sumunod sa aming lisensya: pangalan, contact details, transaksyon at kasaysayan ng laro.</p>
<p>Ang mga password ay naka-imbak bilang one-way hash. Hindi namin ibinebenta ang iyong datos. Maaari kang humingi ng kopya o ng pagbura nito kapag hindi na ito hinihingi ng batas.</p>`,
    ],
    PT: [
      'Política de privacidade',
      `<p>Guardamos apenas os dados necessários para gerir a sua conta, pagar-lhe e cumprir a nossa licença: nome, contactos, transações e histórico de jogo.</p>
<p>As palavras-passe são guardadas como hashes irreversíveis. Nunca vendemos os seus dados. Pode pedir uma cópia dos seus dados ou a sua eliminação quando a lei já não exigir a sua conservação.</p>`,
    ],
  },
  {
    tag: 'responsible',
    EN: [
      'Responsible gaming',
      `<p>Play for fun, with money you can afford to lose. Set yourself a budget and a time limit before you start.</p>
<ul><li>Never chase losses.</li><li>Take regular breaks.</li><li>Ask customer service for deposit limits or a self-exclusion period at any time.</li></ul>
<p>If gaming stops being fun, talk to someone you trust or contact a problem-gambling helpline.</p>`,
    ],
    TY: [
      'Responsableng paglalaro',
      `<p>Maglaro para sa kasiyahan, gamit ang perang kaya mong mawala. Magtakda ng budget at oras bago magsimula.</p>
<ul><li>Huwag habulin ang talo.</li><li>Magpahinga nang regular.</li><li>Humingi sa customer service ng deposit limit o self-exclusion anumang oras.</li></ul>
<p>Kung hindi na masaya ang paglalaro, kausapin ang taong pinagkakatiwalaan mo o tumawag sa helpline para sa problema sa pagsusugal.</p>`,
    ],
    PT: [
      'Jogo responsável',
      `<p>Jogue por diversão, com dinheiro que pode perder. Defina um orçamento e um limite de tempo antes de começar.</p>
<ul><li>Nunca tente recuperar perdas.</li><li>Faça pausas regulares.</li><li>Peça ao apoio ao cliente limites de depósito ou um período de autoexclusão a qualquer momento.</li></ul>
<p>Se o jogo deixar de ser divertido, fale com alguém de confiança ou contacte uma linha de apoio ao jogo problemático.</p>`,
    ],
  },
  {
    tag: 'deposit',
    EN: [
      'How to deposit',
      `<ol><li>Log in and press <strong>Deposit</strong> in the header.</li>
<li>Choose a channel: GCash, Maya, bank transfer or an online gateway.</li>
<li>Enter the amount within the channel's minimum and maximum.</li>
<li>Follow the payment page, or transfer and upload the reference and proof.</li></ol>
<p>Gateway deposits are credited as soon as the payment is confirmed; manual transfers after our team checks them.</p>`,
    ],
    TY: [
      'Paano mag-deposito',
      `<ol><li>Mag-login at pindutin ang <strong>Deposito</strong> sa header.</li>
<li>Pumili ng channel: GCash, Maya, bank transfer o online gateway.</li>
<li>Ilagay ang halaga sa pagitan ng minimum at maximum ng channel.</li>
<li>Sundin ang payment page, o mag-transfer at i-upload ang reference at patunay.</li></ol>
<p>Ang deposito sa gateway ay papasok agad pagkakumpirma ng bayad; ang manual transfer ay pagkatapos itong suriin ng aming team.</p>`,
    ],
    PT: [
      'Como depositar',
      `<ol><li>Inicie sessão e prima <strong>Depositar</strong> no cabeçalho.</li>
<li>Escolha um canal: GCash, Maya, transferência bancária ou gateway online.</li>
<li>Introduza o valor entre o mínimo e o máximo do canal.</li>
<li>Siga a página de pagamento, ou transfira e carregue a referência e o comprovativo.</li></ol>
<p>Os depósitos por gateway são creditados logo que o pagamento é confirmado; as transferências manuais depois de verificadas pela equipa.</p>`,
    ],
  },
  {
    tag: 'withdraw',
    EN: [
      'How to withdraw',
      `<ol><li>Set your payment password in the security centre.</li>
<li>Add a withdrawal account in your own name (GCash, Maya or bank).</li>
<li>Press <strong>Withdraw</strong>, enter the amount and your payment password.</li></ol>
<p>The amount is held at once and paid when approved. Confirm receipt when it arrives; if you do not, it counts as received after the time shown.</p>`,
    ],
    TY: [
      'Paano mag-withdraw',
      `<ol><li>Itakda ang iyong payment password sa security centre.</li>
<li>Magdagdag ng withdrawal account na nakapangalan sa iyo (GCash, Maya o bangko).</li>
<li>Pindutin ang <strong>Withdraw</strong>, ilagay ang halaga at ang payment password.</li></ol>
<p>Agad na ihohold ang halaga at babayaran kapag naaprubahan. Kumpirmahin ang pagtanggap pagdating nito; kung hindi, ituturing itong natanggap pagkalipas ng oras na nakasaad.</p>`,
    ],
    PT: [
      'Como levantar',
      `<ol><li>Defina a palavra-passe de pagamento no centro de segurança.</li>
<li>Adicione uma conta de levantamento em seu nome (GCash, Maya ou banco).</li>
<li>Prima <strong>Levantar</strong>, introduza o valor e a palavra-passe de pagamento.</li></ol>
<p>O valor fica retido de imediato e é pago quando aprovado. Confirme a receção quando chegar; caso contrário, conta como recebido após o tempo indicado.</p>`,
    ],
  },
  {
    tag: 'faq',
    EN: [
      'Frequently asked questions',
      `<p><strong>I forgot my password.</strong> Use "Forgot password" on the login window, by e-mail or mobile number.</p>
<p><strong>Can I play before registering?</strong> Yes, with a free-play account; real-money games need a registered account.</p>
<p><strong>How long do withdrawals take?</strong> Most are approved within 30 minutes, around the clock.</p>`,
    ],
    TY: [
      'Mga madalas itanong',
      `<p><strong>Nakalimutan ko ang password.</strong> Gamitin ang "Nakalimutan ang password" sa login window, sa e-mail o mobile number.</p>
<p><strong>Puwede ba akong maglaro bago magrehistro?</strong> Oo, gamit ang free-play account; kailangan ng rehistradong account para sa totoong pera.</p>
<p><strong>Gaano katagal ang withdrawal?</strong> Karamihan ay naaaprubahan sa loob ng 30 minuto, buong araw at gabi.</p>`,
    ],
    PT: [
      'Perguntas frequentes',
      `<p><strong>Esqueci a palavra-passe.</strong> Use "Esqueci a palavra-passe" na janela de início de sessão, por e-mail ou número de telemóvel.</p>
<p><strong>Posso jogar antes de me registar?</strong> Sim, com uma conta de jogo grátis; os jogos a dinheiro precisam de conta registada.</p>
<p><strong>Quanto demoram os levantamentos?</strong> A maioria é aprovada em 30 minutos, a qualquer hora.</p>`,
    ],
  },
  {
    tag: 'about',
    EN: [
      'About Perya',
      `<p>Perya brings the fun of the Filipino fair online: slots, live casino, sabong, sports, lottery, bingo and our own crash games, with fast GCash and Maya payments.</p>`,
    ],
    TY: [
      'Tungkol sa Perya',
      `<p>Dala ng Perya ang saya ng perya online: slots, live casino, sabong, sports, lotto, bingo at sarili naming crash games, na may mabilis na bayad sa GCash at Maya.</p>`,
    ],
    PT: [
      'Sobre a Perya',
      `<p>A Perya leva a diversão da feira filipina para a internet: slots, casino ao vivo, sabong, desporto, lotaria, bingo e os nossos próprios jogos crash, com pagamentos rápidos por GCash e Maya.</p>`,
    ],
  },
];

export const HELP_TOPICS: NewHelpTopic[] = TOPICS.flatMap((topic, sortOrder) =>
  (['EN', 'TY', 'PT'] as const).map((language) => ({
    tag: topic.tag,
    language,
    title: topic[language][0],
    content: topic[language][1],
    sortOrder,
  })),
);
