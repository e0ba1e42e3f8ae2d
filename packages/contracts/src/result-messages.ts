import type { ResultCode } from './errors';
import type { CompleteLanguage, LanguageCode } from './languages';
import { textLanguage } from './languages';
import { RESULT_MESSAGES_CN } from './result-messages.cn';

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
  LOGIN_FAILED: {
    EN: 'Account or password is incorrect.',
    TY: 'Mali ang account o password.',
    PT: 'Conta ou palavra-passe incorreta.',
  },
  CAPTCHA_REQUIRED: {
    EN: 'Please enter the captcha.',
    TY: 'Pakilagay ang captcha.',
    PT: 'Introduza o captcha.',
  },
  CAPTCHA_INVALID: {
    EN: 'The captcha is incorrect. Please try a new one.',
    TY: 'Mali ang captcha. Subukan ang bago.',
    PT: 'O captcha está incorreto. Tente um novo.',
  },
  CHALLENGE_REQUIRED: {
    EN: 'Please complete verification first.',
    TY: 'Pakitapos muna ang verification.',
    PT: 'Conclua primeiro a verificação.',
  },
  CHALLENGE_FAILED: {
    EN: 'Verification failed. Please try again.',
    TY: 'Hindi pumasa ang verification. Subukang muli.',
    PT: 'A verificação falhou. Tente novamente.',
  },
  ACCOUNT_LOCKED: {
    EN: 'Too many failed attempts. Please try again in 15 minutes.',
    TY: 'Masyadong maraming maling subok. Subukang muli pagkalipas ng 15 minuto.',
    PT: 'Demasiadas tentativas falhadas. Tente novamente dentro de 15 minutos.',
  },
  ACCOUNT_SUSPENDED: {
    EN: 'Please contact your agent.',
    TY: 'Makipag-ugnayan sa iyong agent.',
    PT: 'Contacte o seu agente.',
  },
  NOT_AGENT: {
    EN: 'Non-agents cannot log in.',
    TY: 'Hindi makakapag-login ang hindi agent.',
    PT: 'Quem não é agente não pode entrar.',
  },
  NOT_MEMBER: {
    EN: 'Non-member account unable to login.',
    TY: 'Hindi makakapag-login ang hindi member na account.',
    PT: 'Uma conta que não é de membro não pode entrar.',
  },
  SECOND_FACTOR_INVALID: {
    EN: 'The verification code is invalid or has expired.',
    TY: 'Hindi wasto o expired na ang verification code.',
    PT: 'O código de verificação é inválido ou expirou.',
  },
  USERNAME_TAKEN: {
    EN: 'This username is already registered.',
    TY: 'Nakarehistro na ang username na ito.',
    PT: 'Este nome de utilizador já está registado.',
  },
  MOBILE_TAKEN: {
    EN: 'This mobile number is already registered.',
    TY: 'Nakarehistro na ang mobile number na ito.',
    PT: 'Este número de telemóvel já está registado.',
  },
  EMAIL_TAKEN: {
    EN: 'This e-mail address is already registered.',
    TY: 'Nakarehistro na ang e-mail address na ito.',
    PT: 'Este endereço de e-mail já está registado.',
  },
  INVITATION_CODE_INVALID: {
    EN: 'Invalid invitation code.',
    TY: 'Hindi wasto ang invitation code.',
    PT: 'Código de convite inválido.',
  },
  PHONE_INVALID: {
    EN: 'Invalid phone number format.',
    TY: 'Hindi wasto ang format ng phone number.',
    PT: 'Formato de número de telefone inválido.',
  },
  SMS_CODE_INVALID: {
    EN: 'Invalid or missing verification code.',
    TY: 'Hindi wasto o walang verification code.',
    PT: 'Código de verificação inválido ou em falta.',
  },
  SMS_CODE_EXPIRED: {
    EN: 'Code expired, send again.',
    TY: 'Expired na ang code, magpadala muli.',
    PT: 'O código expirou, envie novamente.',
  },
  SMS_TOO_FREQUENT: {
    EN: 'Please wait a moment before asking for another code.',
    TY: 'Maghintay sandali bago humingi ng panibagong code.',
    PT: 'Aguarde um momento antes de pedir outro código.',
  },
  SMS_BLOCKED: {
    EN: 'Too many requests, try again after 5 minutes.',
    TY: 'Masyadong maraming kahilingan, subukang muli pagkalipas ng 5 minuto.',
    PT: 'Demasiados pedidos, tente novamente dentro de 5 minutos.',
  },
  SMS_SEND_FAILED: {
    EN: 'The SMS could not be sent. Please try again or contact customer service.',
    TY: 'Hindi maipadala ang SMS. Subukang muli o makipag-ugnayan sa customer service.',
    PT: 'Não foi possível enviar o SMS. Tente novamente ou contacte o apoio ao cliente.',
  },
  MAIL_SEND_FAILED: {
    EN: 'The e-mail could not be sent. Please try again later.',
    TY: 'Hindi maipadala ang e-mail. Subukang muli mamaya.',
    PT: 'Não foi possível enviar o e-mail. Tente novamente mais tarde.',
  },
  FEATURE_DISABLED: {
    EN: 'Operation not allowed.',
    TY: 'Hindi pinapayagan ang operasyong ito.',
    PT: 'Operação não permitida.',
  },
  PASSWORD_INCORRECT: {
    EN: 'The current password is incorrect.',
    TY: 'Mali ang kasalukuyang password.',
    PT: 'A palavra-passe atual está incorreta.',
  },
  RESET_LINK_INVALID: {
    EN: 'This reset link is invalid or has expired. Please ask for a new one.',
    TY: 'Hindi wasto o expired na ang reset link. Humingi ng bago.',
    PT: 'Este link de redefinição é inválido ou expirou. Peça um novo.',
  },
  ACCOUNT_NOT_FOUND: {
    EN: 'Username/Email does not exist.',
    TY: 'Walang ganitong username/e-mail.',
    PT: 'O nome de utilizador/e-mail não existe.',
  },
  PAYMENT_PASSWORD_INCORRECT: {
    EN: 'The payment password is incorrect.',
    TY: 'Mali ang payment password.',
    PT: 'A palavra-passe de pagamento está incorreta.',
  },
  PAYMENT_PASSWORD_LOCKED: {
    EN: 'Your payment password is locked after too many wrong tries. Reset it with an SMS code in the Security centre, or contact customer service.',
    TY: 'Naka-lock ang iyong payment password dahil sa sobrang daming maling subok. I-reset ito gamit ang SMS code sa Sentro ng seguridad (Security centre), o makipag-ugnayan sa customer service.',
    PT: 'A sua palavra-passe de pagamento está bloqueada após demasiadas tentativas erradas. Redefina-a com um código SMS no Centro de segurança, ou contacte o apoio ao cliente.',
  },
  PASSWORD_CHANGE_REQUIRED: {
    EN: 'Please change your password to continue.',
    TY: 'Palitan muna ang iyong password para makapagpatuloy.',
    PT: 'Altere a sua palavra-passe para continuar.',
  },
  BALANCE_LIMIT: {
    EN: 'This balance has reached its limit. Please withdraw before receiving more.',
    TY: 'Naabot na ng balanse ang limitasyon nito. Mag-withdraw muna bago tumanggap ng higit pa.',
    PT: 'Este saldo atingiu o seu limite. Levante antes de receber mais.',
  },
  INSUFFICIENT_FUNDS: {
    EN: 'Insufficient balance.',
    TY: 'Kulang ang balanse.',
    PT: 'Saldo insuficiente.',
  },
  DUPLICATE_REQUEST: {
    EN: 'This request was already made with different details.',
    TY: 'Nagawa na ang kahilingang ito na may ibang detalye.',
    PT: 'Este pedido já foi feito com outros detalhes.',
  },
  PENDING_RESOLVED: {
    EN: 'This transaction has already been settled.',
    TY: 'Naayos na ang transaksyong ito.',
    PT: 'Esta transação já foi resolvida.',
  },
  AMOUNT_BELOW_MIN: {
    EN: 'The amount is below the minimum for this option.',
    TY: 'Mas mababa ang halaga sa minimum ng opsyong ito.',
    PT: 'O valor está abaixo do mínimo desta opção.',
  },
  AMOUNT_ABOVE_MAX: {
    EN: 'The amount is above the maximum for this option.',
    TY: 'Lampas ang halaga sa maximum ng opsyong ito.',
    PT: 'O valor está acima do máximo desta opção.',
  },
  CHANNEL_UNAVAILABLE: {
    EN: 'This payment option is not available right now. Please choose another.',
    TY: 'Hindi available ang opsyong ito sa pagbabayad ngayon. Pumili ng iba.',
    PT: 'Esta opção de pagamento não está disponível agora. Escolha outra.',
  },
  GATEWAY_UNAVAILABLE: {
    EN: 'The payment provider did not answer. Please try again in a moment.',
    TY: 'Hindi sumagot ang payment provider. Pakisubukang muli mamaya.',
    PT: 'O provedor de pagamento não respondeu. Tente novamente em instantes.',
  },
  SIGNATURE_INVALID: {
    EN: 'The signature of this request is not valid.',
    TY: 'Hindi wasto ang lagda ng kahilingang ito.',
    PT: 'A assinatura deste pedido não é válida.',
  },
  PAYMENT_PASSWORD_NOT_SET: {
    EN: 'Set a payment password in the security centre first.',
    TY: 'Magtakda muna ng payment password sa security centre.',
    PT: 'Defina primeiro uma senha de pagamento na central de segurança.',
  },
  REAL_NAME_REQUIRED: {
    EN: 'Add your real name in the security centre first.',
    TY: 'Ilagay muna ang iyong tunay na pangalan sa security centre.',
    PT: 'Adicione primeiro o seu nome real na central de segurança.',
  },
  ACCOUNT_NAME_MISMATCH: {
    EN: 'The account holder name must match your real name.',
    TY: 'Dapat tumugma ang pangalan ng may-ari ng account sa iyong tunay na pangalan.',
    PT: 'O nome do titular deve corresponder ao seu nome real.',
  },
  WITHDRAWAL_ACCOUNT_LIMIT: {
    EN: 'You have saved the maximum number of withdrawal accounts.',
    TY: 'Naabot mo na ang maximum na bilang ng withdrawal accounts.',
    PT: 'Você já salvou o número máximo de contas de saque.',
  },
  WAGERING_OUTSTANDING: {
    EN: 'Part of your balance is locked until the bonus turnover is met.',
    TY: 'May bahagi ng iyong balanse na naka-lock hanggang matapos ang bonus turnover.',
    PT: 'Parte do seu saldo está bloqueada até cumprir o rollover do bônus.',
  },
  PLAY_BLOCKED: {
    EN: 'Your account is on a break from play. You can still withdraw your balance; help is available 24/7 at the National Problem Gambling Helpline (02) 8248-9568.',
    TY: 'Naka-pahinga sa paglalaro ang iyong account. Maaari mo pa ring i-withdraw ang iyong balanse; may tulong 24/7 sa National Problem Gambling Helpline (02) 8248-9568.',
    PT: 'Sua conta está em pausa de jogo. Você ainda pode sacar seu saldo; há ajuda 24 horas pela linha nacional (02) 8248-9568.',
  },
  MEMBER_UNAVAILABLE: {
    EN: 'This member is unavailable.',
    TY: 'Hindi available ang member na ito.',
    PT: 'Este membro está indisponível.',
  },
  DEPOSIT_LIMIT_REACHED: {
    EN: 'This deposit is above what your deposit limit allows. Choose a smaller amount or wait for the limit to reset.',
    TY: 'Lampas ang deposit na ito sa pinapayagan ng iyong deposit limit. Pumili ng mas maliit na halaga o hintaying mag-reset ang limit.',
    PT: 'Este depósito ultrapassa o seu limite de depósito. Escolha um valor menor ou aguarde o limite reiniciar.',
  },
  PLAY_LIMIT_REACHED: {
    EN: 'You have reached a limit you set for your play. It resets at the start of its next period.',
    TY: 'Naabot mo na ang limit na itinakda mo sa iyong paglalaro. Magre-reset ito sa simula ng susunod na panahon.',
    PT: 'Você atingiu um limite que definiu para o seu jogo. Ele reinicia no início do próximo período.',
  },
  LIMIT_COOLING: {
    EN: 'An increase of this limit is already waiting for its 24-hour cooling period. You can lower it at any time.',
    TY: 'May naghihintay nang pagtaas ng limit na ito sa 24 na oras na cooling period. Maaari mo itong ibaba anumang oras.',
    PT: 'Um aumento deste limite já aguarda o período de espera de 24 horas. Você pode reduzi-lo a qualquer momento.',
  },
  EXCLUSION_IRREVOCABLE: {
    EN: 'This exclusion cannot be lifted or shortened before it ends.',
    TY: 'Hindi maaaring alisin o paikliin ang exclusion na ito bago ito matapos.',
    PT: 'Esta autoexclusão não pode ser suspensa nem encurtada antes do fim.',
  },
  WITHDRAW_LIMIT_REACHED: {
    EN: 'You have reached the number of withdrawals allowed today. Please try again tomorrow.',
    TY: 'Naabot mo na ang bilang ng withdrawal ngayong araw. Subukang muli bukas.',
    PT: 'Você atingiu o número de saques de hoje. Tente novamente amanhã.',
  },
  NO_UPLINE: {
    EN: 'Your account has no upline to send to.',
    TY: 'Walang upline ang iyong account na mapapadalhan.',
    PT: 'Sua conta não tem um upline para enviar.',
  },
  NOT_DOWNLINE: {
    EN: 'That member is not in your direct downline.',
    TY: 'Wala sa iyong direktang downline ang miyembrong iyon.',
    PT: 'Esse membro não está na sua downline direta.',
  },
  ALREADY_PROCESSED: {
    EN: 'This request has already been processed.',
    TY: 'Naproseso na ang kahilingang ito.',
    PT: 'Este pedido já foi processado.',
  },
  CONFIRMATION_CLOSED: {
    EN: 'This payout already counts as received and can no longer be changed.',
    TY: 'Itinuturing nang natanggap ang payout na ito at hindi na mababago.',
    PT: 'Este pagamento já conta como recebido e não pode mais ser alterado.',
  },
  UPLOAD_INVALID: {
    EN: 'Upload a PNG, JPG or WebP image of at most 5 MB and 24 megapixels.',
    TY: 'Mag-upload ng PNG, JPG o WebP na larawan na hindi hihigit sa 5 MB at 24 megapixel.',
    PT: 'Envie uma imagem PNG, JPG ou WebP de até 5 MB e 24 megapixels.',
  },
  SINGLE_WALLET_MODE: {
    EN: 'Games use your main wallet directly: there is nothing to transfer.',
    TY: 'Direktang ginagamit ng mga laro ang iyong main wallet: walang kailangang ilipat.',
    PT: 'Os jogos usam a sua carteira principal diretamente: não há nada para transferir.',
  },
  GAME_MAINTENANCE: {
    EN: 'This game is under maintenance. Please try one of our other games.',
    TY: 'Nasa maintenance ang larong ito. Subukan ang iba pa naming laro.',
    PT: 'Este jogo está em manutenção. Experimente um dos nossos outros jogos.',
  },
  TOKEN_INVALID: {
    EN: 'The game session is not valid. Please open the game again.',
    TY: 'Hindi wasto ang game session. Buksan muli ang laro.',
    PT: 'A sessão de jogo não é válida. Abra o jogo novamente.',
  },
  TOKEN_EXPIRED: {
    EN: 'The game session has expired. Please open the game again.',
    TY: 'Nag-expire na ang game session. Buksan muli ang laro.',
    PT: 'A sessão de jogo expirou. Abra o jogo novamente.',
  },
  UNKNOWN_ROUND: {
    EN: 'This round has no bet.',
    TY: 'Walang taya ang round na ito.',
    PT: 'Esta ronda não tem aposta.',
  },
  BET_ROLLED_BACK: {
    EN: 'This bet was already cancelled.',
    TY: 'Nakansela na ang taya na ito.',
    PT: 'Esta aposta já foi cancelada.',
  },
  ROUND_CLOSED: {
    EN: 'This round has ended.',
    TY: 'Tapos na ang round na ito.',
    PT: 'Esta ronda terminou.',
  },
  WIN_AFTER_ROLLBACK: {
    EN: 'This round was cancelled and cannot pay a win.',
    TY: 'Nakansela ang round na ito at hindi na maaaring magbayad ng panalo.',
    PT: 'Esta ronda foi cancelada e não pode pagar um prémio.',
  },
  ROLLBACK_AFTER_WIN: {
    EN: 'This round already paid a win and cannot be cancelled.',
    TY: 'Nagbayad na ng panalo ang round na ito at hindi na maaaring kanselahin.',
    PT: 'Esta ronda já pagou um prémio e não pode ser cancelada.',
  },
  TOTP_INVALID: {
    EN: 'The authenticator code is incorrect.',
    TY: 'Mali ang code ng authenticator.',
    PT: 'O código do autenticador está incorreto.',
  },
  CHAT_ROOM_CLOSED: {
    EN: 'This chat has ended. Start a new chat to talk to us again.',
    TY: 'Tapos na ang chat na ito. Magsimula ng bagong chat para makausap kami muli.',
    PT: 'Esta conversa terminou. Inicie uma nova conversa para falar connosco novamente.',
  },
  STALE_RECORD: {
    EN: 'Someone changed this record after you opened it. Reload it and try again.',
    TY: 'May ibang nagbago sa record na ito matapos mo itong buksan. I-reload at subukang muli.',
    PT: 'Alguém alterou este registo depois de o abrir. Recarregue-o e tente novamente.',
  },
  REASON_REQUIRED: {
    EN: 'Please give a reason.',
    TY: 'Maglagay ng dahilan.',
    PT: 'Indique um motivo.',
  },
  UPLINE_INVALID: {
    EN: "That account cannot be the upline: it must be an agent outside this member's own team.",
    TY: 'Hindi puwedeng upline ang account na iyan: dapat ito ay agent na wala sa sariling team ng member.',
    PT: 'Essa conta não pode ser a conta superior: tem de ser um agente fora da equipa deste membro.',
  },
  NOT_IN_TEAM: {
    EN: 'That member is not in your team.',
    TY: 'Wala sa iyong team ang miyembrong iyon.',
    PT: 'Esse membro não está na sua equipa.',
  },
  SECOND_APPROVER_REQUIRED: {
    EN: 'This amount needs a second staff member to approve it.',
    TY: 'Kailangan ng pangalawang staff na mag-apruba sa halagang ito.',
    PT: 'Este montante precisa da aprovação de um segundo membro da equipa.',
  },
  SAME_APPROVER: {
    EN: 'The second approval must come from a different staff member.',
    TY: 'Dapat galing sa ibang staff ang pangalawang pag-apruba.',
    PT: 'A segunda aprovação tem de vir de outro membro da equipa.',
  },
  STAFF_SECOND_FACTOR_REQUIRED: {
    EN: 'Finish setting up your authenticator before you continue.',
    TY: 'Tapusin muna ang pag-set up ng iyong authenticator bago magpatuloy.',
    PT: 'Conclua a configuração do autenticador antes de continuar.',
  },
  LAST_OWNER: {
    EN: 'This is the last active owner: make another staff member owner first.',
    TY: 'Ito ang huling aktibong owner: gawing owner muna ang ibang staff.',
    PT: 'Este é o último proprietário ativo: torne primeiro outro membro da equipa proprietário.',
  },
  STAFF_SELF_CHANGE: {
    EN: 'You cannot do this to your own account; ask another owner.',
    TY: 'Hindi mo ito magagawa sa sarili mong account; humingi ng tulong sa ibang owner.',
    PT: 'Não pode fazer isto à sua própria conta; peça a outro proprietário.',
  },
  REPORT_RANGE_INVALID: {
    EN: 'Choose real dates, with the end on or after the start.',
    TY: 'Pumili ng tamang mga petsa, at ang katapusan ay kapareho o pagkatapos ng simula.',
    PT: 'Escolha datas válidas, com o fim igual ou posterior ao início.',
  },
  REPORT_RANGE_TOO_LONG: {
    EN: 'A report covers at most 92 days. Choose a shorter range.',
    TY: 'Hanggang 92 araw lamang ang isang ulat. Pumili ng mas maikling saklaw.',
    PT: 'Um relatório abrange no máximo 92 dias. Escolha um intervalo mais curto.',
  },
  KYC_REQUIRED: {
    EN: 'Verify your identity first: open Verification in the member centre and upload your ID and a selfie.',
    TY: 'I-verify muna ang iyong pagkakakilanlan: buksan ang Beripikasyon sa member centre at i-upload ang iyong ID at selfie.',
    PT: 'Verifique primeiro a sua identidade: abra Verificação no centro do membro e envie o seu documento e uma selfie.',
  },
  KYC_PENDING: {
    EN: 'Your verification is being reviewed. We will tell you when it is done.',
    TY: 'Sinusuri pa ang iyong beripikasyon. Sasabihan ka namin kapag tapos na.',
    PT: 'A sua verificação está em análise. Avisaremos quando estiver concluída.',
  },
  SCREENING_HOLD: {
    EN: 'Your account is under a compliance review: play and deposits are paused. Contact customer service.',
    TY: 'Sinusuri ang iyong account para sa compliance: nakahinto muna ang paglalaro at pagdeposito. Makipag-ugnayan sa customer service.',
    PT: 'A sua conta está em análise de conformidade: jogo e depósitos estão suspensos. Contacte o apoio ao cliente.',
  },
  DECLARATION_REQUIRED: {
    EN: 'Please confirm first that you are not a prohibited person (21 or over, not a government official, member of the military or police, student, or gaming licensee employee).',
    TY: 'Pakikumpirma muna na hindi ka ipinagbabawal na tao (21 taong gulang pataas, hindi opisyal ng gobyerno, kasapi ng militar o pulisya, estudyante, o empleyado ng lisensyadong gaming).',
    PT: 'Confirme primeiro que não é uma pessoa proibida (21 anos ou mais, não é funcionário público, militar ou polícia, estudante, nem empregado de um licenciado de jogo).',
  },
  SCREENING_CSV_INVALID: {
    EN: 'The list has rows that cannot be read; nothing was imported. Fix the rows listed and import again.',
    TY: 'May mga hilera ang listahan na hindi mabasa; walang na-import. Ayusin ang mga nakalistang hilera at i-import muli.',
    PT: 'A lista tem linhas ilegíveis; nada foi importado. Corrija as linhas indicadas e importe novamente.',
  },
  BALANCE_NOT_ZERO: {
    EN: 'Withdraw your remaining balance (and wait for pending withdrawals) before closing your account.',
    TY: 'I-withdraw muna ang natitirang balanse (at hintayin ang mga nakabinbing withdrawal) bago isara ang account.',
    PT: 'Levante o saldo restante (e aguarde os levantamentos pendentes) antes de encerrar a conta.',
  },
  STAFF_NOT_INVITED: {
    EN: 'This staff member has already set a password: there is no invitation to send again.',
    TY: 'Nakapagtakda na ng password ang staff na ito: walang imbitasyong maipapadala muli.',
    PT: 'Este membro da equipa já definiu uma palavra-passe: não há convite para reenviar.',
  },
  CONTRACT_RATE_ABOVE_UPLINE: {
    EN: 'A rate in these terms is higher than your own contract allows. Lower it to at most your rate.',
    TY: 'May rate sa mga tuntuning ito na mas mataas kaysa pinapayagan ng sarili mong kontrata. Ibaba ito hanggang sa iyong rate.',
    PT: 'Uma taxa destes termos é superior à que o seu próprio contrato permite. Reduza-a até à sua taxa.',
  },
  CONTRACT_UPLINE_HAS_NONE: {
    EN: 'You hold no contract of this kind yourself, so you cannot offer one.',
    TY: 'Wala kang sariling kontrata ng ganitong uri, kaya hindi ka makapag-aalok nito.',
    PT: 'Não tem nenhum contrato deste tipo, por isso não pode oferecer um.',
  },
  CONTRACT_TIERS_INVALID: {
    EN: 'The tiers overlap: each tier needs higher thresholds than the one before and a rate that is not lower.',
    TY: 'Nagsasapawan ang mga tier: bawat tier ay dapat may mas mataas na threshold kaysa sa nauna at rate na hindi mas mababa.',
    PT: 'Os escalões sobrepõem-se: cada escalão precisa de limites superiores ao anterior e de uma taxa que não seja inferior.',
  },
  CONTRACT_PERIOD_INVALID: {
    EN: 'This contract type does not have that period.',
    TY: 'Walang ganoong panahon ang ganitong uri ng kontrata.',
    PT: 'Este tipo de contrato não tem esse período.',
  },
  CONTRACT_ACTION_INVALID: {
    EN: 'This contract has already been answered or ended. Reload to see where it stands.',
    TY: 'Nasagot o natapos na ang kontratang ito. I-reload para makita ang kalagayan nito.',
    PT: 'Este contrato já foi respondido ou terminado. Recarregue para ver o seu estado.',
  },
  CONTRACT_LOWER_RATE_CONFIRM: {
    EN: 'The new rate is lower than the rate you gave some of your downlines. If you agree, those downline contracts end automatically.',
    TY: 'Mas mababa ang bagong rate kaysa sa ibinigay mo sa ilan sa iyong mga downline. Kapag pumayag ka, awtomatikong matatapos ang mga kontratang iyon ng downline.',
    PT: 'A nova taxa é inferior à que deu a alguns dos seus downlines. Se concordar, esses contratos dos downlines terminam automaticamente.',
  },
  CONTRACT_PARTY_INVALID: {
    EN: 'Contracts can only be made with a registered (non-trial) member of your direct downline.',
    TY: 'Maaari lang gumawa ng kontrata sa rehistradong (hindi trial) miyembro ng iyong direktang downline.',
    PT: 'Só é possível fazer contratos com um membro registado (não de teste) da sua downline direta.',
  },
  BONUS_NOT_ACTIVE: {
    EN: 'This bonus is already completed or forfeited, so there is nothing to give up.',
    TY: 'Tapos na o na-forfeit na ang bonus na ito, kaya wala nang maibibigay pabalik.',
    PT: 'Este bônus já foi concluído ou perdido, então não há nada para abrir mão.',
  },
  PROMOTION_CLOSED: {
    EN: 'This promotion is not open now.',
    TY: 'Hindi bukas ang promosyong ito ngayon.',
    PT: 'Esta promoção não está aberta agora.',
  },
  PROMOTION_NOT_ELIGIBLE: {
    EN: 'You cannot take part in this promotion. See the promotion for the reason.',
    TY: 'Hindi ka maaaring sumali sa promosyong ito. Tingnan ang promosyon para sa dahilan.',
    PT: 'Não pode participar nesta promoção. Veja a promoção para saber porquê.',
  },
  PROMOTION_ALREADY_CLAIMED: {
    EN: 'This reward has already been claimed.',
    TY: 'Na-claim na ang reward na ito.',
    PT: 'Esta recompensa já foi resgatada.',
  },
  PROMOTION_BUDGET_EXHAUSTED: {
    EN: "This promotion's budget has run out.",
    TY: 'Naubos na ang budget ng promosyong ito.',
    PT: 'O orçamento desta promoção esgotou-se.',
  },
  PROMOTION_GUARD_HIT: {
    EN: 'This reward was already claimed from the same device, network or payout name. One claim per person.',
    TY: 'Na-claim na ang reward na ito mula sa parehong device, network o pangalan sa payout. Isang claim bawat tao.',
    PT: 'Esta recompensa já foi resgatada do mesmo dispositivo, rede ou nome de pagamento. Um resgate por pessoa.',
  },
  PROMOTION_APPLICATION_INVALID: {
    EN: 'An application takes a comment of at most 140 characters and up to 3 PNG or JPG images of at most 5 MB each.',
    TY: 'Ang aplikasyon ay may komentong hanggang 140 character at hanggang 3 PNG o JPG na larawan na tig-5 MB pababa.',
    PT: 'Uma candidatura leva um comentário de até 140 caracteres e até 3 imagens PNG ou JPG de até 5 MB cada.',
  },
  PROMOTION_ALREADY_JOINED: {
    EN: 'You have already joined or applied for this promotion.',
    TY: 'Nakasali o nakapag-apply ka na sa promosyong ito.',
    PT: 'Já aderiu ou candidatou-se a esta promoção.',
  },
  PROMOTION_NO_REWARD: {
    EN: 'There is no reward to claim yet: the condition of this promotion is not met.',
    TY: 'Wala pang reward na ma-claim: hindi pa natutugunan ang kondisyon ng promosyong ito.',
    PT: 'Ainda não há recompensa para resgatar: a condição desta promoção não foi cumprida.',
  },
  RED_ENVELOPE_NOT_OPEN: {
    EN: 'This red envelope drop is not open right now.',
    TY: 'Hindi bukas ngayon ang red envelope drop na ito.',
    PT: 'Esta distribuição de envelopes vermelhos não está aberta agora.',
  },
  RED_ENVELOPE_ALREADY_CLAIMED: {
    EN: 'You have already opened a red envelope from this drop.',
    TY: 'Nakapagbukas ka na ng red envelope mula sa drop na ito.',
    PT: 'Já abriu um envelope vermelho desta distribuição.',
  },
  RED_ENVELOPE_NONE_LEFT: {
    EN: 'All red envelopes of this drop have been claimed. Watch for the next one!',
    TY: 'Nakuha na lahat ng red envelope sa drop na ito. Abangan ang susunod!',
    PT: 'Todos os envelopes vermelhos desta distribuição já foram abertos. Fique atento à próxima!',
  },
  RED_ENVELOPE_NOT_ELIGIBLE: {
    EN: 'You are not eligible for this red envelope drop.',
    TY: 'Hindi ka kwalipikado para sa red envelope drop na ito.',
    PT: 'Não é elegível para esta distribuição de envelopes vermelhos.',
  },
  MISSION_NOT_MET: {
    EN: 'This milestone is not reached yet. Keep playing and claim it when it is met.',
    TY: 'Hindi pa naaabot ang milestone na ito. Maglaro pa at i-claim kapag naabot na.',
    PT: 'Este marco ainda não foi atingido. Continue a jogar e resgate-o quando for cumprido.',
  },
  MISSION_ALREADY_CLAIMED: {
    EN: 'You already claimed this reward for this period.',
    TY: 'Na-claim mo na ang reward na ito para sa panahong ito.',
    PT: 'Já resgatou esta recompensa neste período.',
  },
  MISSION_NOT_ELIGIBLE: {
    EN: 'Mission rewards are not available to your account right now.',
    TY: 'Hindi available ngayon sa account mo ang mga reward ng mission.',
    PT: 'As recompensas de missões não estão disponíveis para a sua conta neste momento.',
  },
  GAME_DISABLED: {
    EN: 'This game is switched off for now. Please try another one.',
    TY: 'Nakapatay muna ang larong ito. Subukan ang iba.',
    PT: 'Este jogo está desligado de momento. Experimente outro.',
  },
  LOTTERY_SALES_CLOSED: {
    EN: 'Sales for this draw have closed. Your slip was not placed; choose the next draw.',
    TY: 'Sarado na ang bentahan para sa draw na ito. Hindi nailagay ang slip mo; piliin ang susunod na draw.',
    PT: 'As vendas deste sorteio fecharam. O seu boletim não foi registado; escolha o próximo sorteio.',
  },
  LOTTERY_EXPOSURE_FULL: {
    EN: 'This number is fully booked for this draw. Lower the stake or choose another number.',
    TY: 'Puno na ang numerong ito para sa draw na ito. Babaan ang taya o pumili ng ibang numero.',
    PT: 'Este número esgotou para este sorteio. Baixe a aposta ou escolha outro número.',
  },
  GAME_FINISHED: {
    EN: 'This round has already ended. Start a new one.',
    TY: 'Tapos na ang round na ito. Magsimula ng bago.',
    PT: 'Esta ronda já terminou. Comece uma nova.',
  },
  TILE_ALREADY_REVEALED: {
    EN: 'You already opened this tile. Pick another one.',
    TY: 'Nabuksan mo na ang tile na ito. Pumili ng iba.',
    PT: 'Já abriu esta casa. Escolha outra.',
  },
  NOTHING_TO_CASH_OUT: {
    EN: 'Open at least one safe tile before cashing out.',
    TY: 'Magbukas muna ng kahit isang ligtas na tile bago mag-cash out.',
    PT: 'Abra pelo menos uma casa segura antes de levantar.',
  },
  GAME_IN_PROGRESS: {
    EN: 'You have a game in progress. Finish it first.',
    TY: 'May laro ka pang hindi tapos. Tapusin muna ito.',
    PT: 'Tem um jogo em curso. Termine-o primeiro.',
  },
  BETTING_CLOSED: {
    EN: 'Bets for this round are closed. Your bet can go into the next round.',
    TY: 'Sarado na ang taya para sa round na ito. Puwede kang tumaya sa susunod na round.',
    PT: 'As apostas desta ronda estão fechadas. Pode apostar na próxima ronda.',
  },
  ALREADY_IN_ROUND: {
    EN: 'You already have a bet in this round.',
    TY: 'May taya ka na sa round na ito.',
    PT: 'Já tem uma aposta nesta ronda.',
  },
  ROUND_CRASHED: {
    EN: 'Too late: the round has crashed.',
    TY: 'Huli na: nag-crash na ang round.',
    PT: 'Tarde demais: a ronda já rebentou.',
  },
  ALREADY_CASHED_OUT: {
    EN: 'This bet has already been cashed out.',
    TY: 'Na-cash out na ang taya na ito.',
    PT: 'Esta aposta já foi levantada.',
  },
  ROUND_FULL: {
    EN: 'This round has reached its maximum win. Try a smaller bet or the next round.',
    TY: 'Naabot na ng round na ito ang pinakamataas na panalo. Subukan ang mas maliit na taya o ang susunod na round.',
    PT: 'Esta ronda atingiu o ganho máximo. Experimente uma aposta menor ou a próxima ronda.',
  },
  ROUND_NOT_STARTED: {
    EN: 'The round has not taken off yet. Cash out once the multiplier is rising.',
    TY: 'Hindi pa nagsisimula ang round. Mag-cash out kapag tumataas na ang multiplier.',
    PT: 'A ronda ainda não descolou. Levante quando o multiplicador estiver a subir.',
  },
  POINTS_INSUFFICIENT: {
    EN: 'You do not have enough points for this.',
    TY: 'Kulang ang iyong points para dito.',
    PT: 'Não tem pontos suficientes para isto.',
  },
  POINTS_ITEM_UNAVAILABLE: {
    EN: 'This reward is not available right now.',
    TY: 'Hindi available ang reward na ito ngayon.',
    PT: 'Esta recompensa não está disponível de momento.',
  },
  POINTS_OUT_OF_STOCK: {
    EN: 'Not enough of this reward is left. Try a smaller quantity or another reward.',
    TY: 'Kulang na ang natitirang reward na ito. Bawasan ang dami o pumili ng iba.',
    PT: 'Não resta o suficiente desta recompensa. Tente uma quantidade menor ou outra recompensa.',
  },
  POINTS_REQUIREMENT_NOT_MET: {
    EN: 'Your valid bets are below what this reward requires.',
    TY: 'Kulang pa ang iyong valid bet para sa reward na ito.',
    PT: 'As suas apostas válidas estão abaixo do que esta recompensa exige.',
  },
  POINTS_CONVERT_INVALID: {
    EN: 'Convert at least the minimum, in whole steps of points.',
    TY: 'Mag-convert ng hindi bababa sa minimum, sa buong hakbang ng points.',
    PT: 'Converta pelo menos o mínimo, em passos inteiros de pontos.',
  },
  POINTS_REDEMPTION_REVIEWED: {
    EN: 'This redemption has already been reviewed.',
    TY: 'Nasuri na ang redemption na ito.',
    PT: 'Este resgate já foi analisado.',
  },
  REBATE_NOTHING_TO_CLAIM: {
    EN: 'There is no rebate to claim yet. Rebate for a day appears after the day ends.',
    TY: 'Wala pang rebate na makukuha. Lumalabas ang rebate ng isang araw pagkatapos ng araw na iyon.',
    PT: 'Ainda não há reembolso para receber. O reembolso de um dia aparece depois de o dia terminar.',
  },
  WITHDRAW_DAILY_AMOUNT_REACHED: {
    EN: 'This would go over the amount your VIP level may withdraw today. Try a smaller amount, or again tomorrow.',
    TY: 'Lalampas ito sa halagang puwedeng i-withdraw ng iyong VIP level ngayong araw. Subukan ang mas maliit na halaga, o bukas ulit.',
    PT: 'Isto ultrapassa o valor que o seu nível VIP pode levantar hoje. Tente um valor menor, ou amanhã.',
  },
  PROMOTION_PAUSED: {
    EN: 'This promotion is paused for now. Rewards you already earned wait for you until it resumes.',
    TY: 'Naka-pause muna ang promosyong ito. Naghihintay sa iyo ang mga reward na nakuha mo na hanggang ituloy ito.',
    PT: 'Esta promoção está em pausa. As recompensas que já ganhou esperam por si até ela recomeçar.',
  },
  RED_ENVELOPE_SAME_DEVICE: {
    EN: 'A red envelope of this drop was already opened on this device by another account. One envelope per device.',
    TY: 'May ibang account na nagbukas na ng red envelope ng drop na ito sa device na ito. Isang envelope bawat device.',
    PT: 'Outra conta já abriu um envelope vermelho desta distribuição neste dispositivo. Um envelope por dispositivo.',
  },
  RED_ENVELOPE_SAME_IP: {
    EN: 'A red envelope of this drop was already opened from this network by another account. One envelope per network address.',
    TY: 'May ibang account na nagbukas na ng red envelope ng drop na ito mula sa network na ito. Isang envelope bawat network address.',
    PT: 'Outra conta já abriu um envelope vermelho desta distribuição a partir desta rede. Um envelope por endereço de rede.',
  },
};

export const resultMessage = (code: ResultCode, language: LanguageCode): string =>
  (language === 'CN' ? RESULT_MESSAGES_CN[code] : undefined) ?? RESULT_MESSAGES[code][textLanguage(language)];
