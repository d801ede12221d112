import type { account as en } from '../en/account';

export const account: Record<keyof typeof en, string> = {
  'account.days': '{count, plural, =0 {# dias} one {# dia} other {# dias}}',
  'account.vacation.title': 'Férias',
  'account.vacation.noGames':
    'Nenhuma partida ainda, então nada para deixar esperando. <start>Comece uma partida</start>.',
  'account.vacation.awayUntil': 'Você está fora até {date}. Restam {days} no seu saldo.',
  'account.vacation.left': 'Restam {days} no seu saldo de férias.',
  'account.vacation.how':
    'Nas mesas por correspondência (mais de {hours} hora por jogada), quando seu tempo acaba, um dia do seu saldo (ou o que restar) dá mais tempo em vez de você perder por tempo. Você ganha {perYear} dias por ano, um pouco a cada dia, até {cap}, e todos começam com {start}. Partidas de minutos por jogada nunca são pausadas.',
  'account.vacation.back': 'Voltei',
  'account.vacation.backOn': 'Volto em',
  'account.vacation.goAway': 'Sair até lá',
  'account.vacation.spends':
    'Sair gasta de uma vez os dias até você voltar; voltar antes devolve os dias inteiros que você não usou. Os outros nas suas mesas veem que você está de férias, e até quando.',
  'account.profile.won': 'Vitória',
  'account.profile.lost': 'Derrota',
  'account.profile.place': '{place}º de {sides}',
  'account.profile.forfeited': '{place} (desistência)',
  'account.profile.ratings': 'Pontuações',
  'account.profile.ratingsPerPool': 'Pontuações por categoria',
  'account.profile.pool': 'Categoria',
  'account.profile.uncertainty': 'Incerteza',
  'account.profile.wonHead': 'Vitórias',
  'account.profile.provisional': ' (provisória)',
  'account.profile.provisionalHint':
    'Uma pontuação com "?" é provisória: o serviço ainda não tem certeza dela (incerteza σ de 6,5 ou mais), e ela fica fora das classificações até se firmar, depois de umas nove partidas de dois jogadores.',
  'account.profile.hands': 'Rodadas',
  'account.profile.handsPerPool': 'Rodadas por categoria',
  'account.profile.dominoed': 'Batidas',
  'account.profile.blocked': 'Trancadas',
  'account.profile.pointsAHand': 'Pontos por rodada',
  'account.profile.handsHint':
    'Das rodadas ganhas, as batidas foram ganhas ficando sem pedras (o jogador ou a dupla dele), as trancadas quando ninguém podia jogar. Pontos por rodada: o que o lado do jogador marcou por rodada, em média.',
  'account.profile.trainHandsHint':
    'Trem mexicano: os pontos por rodada são os que ficaram na mão do jogador a cada rodada, em média (quanto menos, melhor); as rodadas ganhas não são contadas.',
  'account.profile.allMatches': 'Todas as suas partidas',
  'account.profile.allSummary': 'Valendo pontos ou não: {finished} terminadas, {won} ganhas{percent}',
  'account.profile.inPlay': '; {n} em andamento',
  'account.profile.recent': 'Partidas recentes valendo pontos',
  'account.profile.noneFinished': 'Nenhuma partida valendo pontos terminou ainda.',
  'account.profile.against': ' contra {names}',
  'account.profile.openTable': 'Abrir a mesa',
  'account.profile.ofDate': 'de {date}',
  'account.profile.hideMe': 'Ocultar-me das classificações',
  'account.profile.shown': 'Você aparece nas classificações das categorias em que sua pontuação se firmou.',
  'account.profile.notShown': 'Você não está em nenhuma classificação. Seu perfil continua público.',
  'account.profile.noPlayer':
    'Você ainda não tem jogador neste aparelho: <play>jogue uma partida</play> para criar um, ou <code>entre com um código</code>.',
  'account.profile.noSuch': 'Jogador não encontrado',
  'account.profile.noSuchId': 'Não há jogador com este id. <boards>Veja as classificações</boards>.',
  'account.profile.nameYou': '{name} (você)',
  'account.profile.notListed': 'Este jogador não aparece nas classificações.',
  'account.profile.noRated':
    'Nenhuma partida valendo pontos ainda: uma mesa aberta valendo pontos conta para a pontuação dos jogadores.',
  'account.push.refused':
    'Este navegador não deixa este site avisar você: as notificações estão bloqueadas para ele, ou o navegador não tem serviço de notificações aqui (uma janela anônima, por exemplo). Permita as notificações deste site nas configurações do navegador (o ícone ao lado do endereço) e tente de novo.',
  'account.push.notTaken': 'O serviço de notificações não aceitou o teste.',
  'account.push.notTakenWhy': 'O serviço de notificações não aceitou o teste ({why}).',
  'account.push.sentThrough':
    'Enviado pelo seu serviço de notificações: uma notificação de teste deve aparecer neste aparelho em instantes.',
  'account.push.testBody': 'Um teste: este aparelho mostra suas notificações.',
  'account.push.sentNow': 'Enviado: uma notificação de teste deve aparecer neste aparelho agora.',
  'account.push.thisDevice': 'Este aparelho',
  'account.push.unsupported': 'Este navegador não pode mostrar notificações de um site.',
  'account.push.notify': 'Avisar este aparelho',
  'account.push.turningOn': 'Ativando… (o navegador pode perguntar se este site pode avisar você)',
  'account.push.turningOff': 'Desativando…',
  'account.push.checking': 'Verificando…',
  'account.push.on':
    'Este aparelho mostra uma notificação quando é a sua vez, e nos outros acontecimentos das suas mesas.',
  'account.push.disabled': 'Desativado: {why}. Ative de novo para consertar.',
  'account.push.everyFailed': 'todas as tentativas falharam',
  'account.push.off': 'Desativado: este aparelho não é avisado.',
  'account.push.sendTest': 'Enviar uma notificação de teste',
  'account.signIn.signedInWith': 'Conectado com {provider}',
  'account.signIn.withAccount': 'Entrar com uma conta',
  'account.signIn.playsAs':
    'Este aparelho joga como <b>{name}</b>, o jogador da sua conta {provider}: entre com ela em qualquer lugar para encontrar suas mesas.',
  'account.signIn.signOut': 'Desconectar este aparelho de {provider}',
  'account.signIn.link':
    'Vincule uma conta a {name} (isso é perguntado depois de entrar) e entre com ela em qualquer aparelho para encontrar suas mesas.',
  'account.signIn.playAsAccount': 'Jogue como o jogador da sua conta, com as mesas dele, neste aparelho.',
  'account.signIn.going': 'Indo para {provider}…',
  'account.signIn.with': 'Entrar com {provider}',
  'account.devices.useOther': 'Usar em outro aparelho',
  'account.devices.getCode':
    'Gere um código aqui e digite-o no outro aparelho, em “Tenho um código”: ele então joga como você, com suas mesas.',
  'account.devices.yourCode': 'Seu código:',
  'account.devices.worksOnce': 'Vale uma vez, até {time}.',
  'account.devices.another': 'Gerar outro código',
  'account.devices.show': 'Mostrar um código',
  'account.devices.haveCode': 'Tenho um código',
  'account.devices.madeOn':
    'Gerado no seu outro aparelho, em “Usar em outro aparelho”: este aparelho então joga como você, com suas mesas.',
  'account.devices.stops':
    'Ele deixa de jogar como <b>{name}</b>: se este for o único aparelho de {name}, mostre antes um código aqui e entre com ele em outro lugar, ou as mesas de {name} se perdem.',
  'account.devices.codeLabel': 'Código do seu outro aparelho',
  'account.devices.nameLabel': 'Nome deste aparelho',
  'account.devices.signingIn': 'Entrando…',
  'account.devices.signInCode': 'Entrar com o código',
  'account.devices.list': 'Aparelhos conectados',
  'account.devices.listHint':
    'Desconecte um aparelho que você perdeu ou não usa mais: ele deixa de jogar como você na hora.',
  'account.devices.thisOne': ' (este aparelho)',
  'account.devices.since': 'desde {date}',
  'account.devices.lastUsed': ', usado pela última vez em {date}',
  'account.devices.signOutNamed': 'Desconectar {name}',
  'account.devices.signOut': 'Desconectar',
  'account.devices.expired': 'O código expirou.',
  'account.devices.added': '{name} entrou como você.',
  'account.devices.removed': '{name} foi desconectado.',
  'account.devices.title': 'Seus aparelhos',
  'account.devices.titleNew': 'Entrar neste aparelho',
  'account.devices.lead':
    'Já joga em outro aparelho? Entre neste com um código de lá e encontre suas mesas aqui. Ou simplesmente <start>comece a jogar</start>: não precisa de cadastro.',
  'account.callback.signedInAs':
    'Você entrou com {provider} como <b>{account}</b>. Este aparelho joga como <b>{player}</b>.',
  'account.callback.linkedElsewhere':
    'Essa conta já tem um jogador próprio. Jogue como ele aqui, ou continue jogando como {player} sem a conta.',
  'account.callback.linkHint':
    'Vincule a conta a {player} para manter as mesas de {player} e encontrá-las onde quer que entre com {provider}.',
  'account.callback.linkTo': 'Vincular a {player}',
  'account.callback.playAsAccount': 'Jogar como o jogador da conta',
  'account.callback.keepPlaying': 'Continuar jogando como {player}',
  'account.callback.notSignedIn': 'Não conectado',
  'account.callback.linked': 'Conta vinculada',
  'account.callback.signingIn': 'Entrando',
  'account.callback.working': 'Conectando você…',
  'account.callback.linkedTo':
    'Sua conta {provider} está vinculada a {player}: entre com ela em qualquer aparelho para jogar como {player}, com suas mesas.',
  'account.callback.goOn': 'Continuar',
  'account.callback.againWith':
    '<again>Entre de novo</again> (com {provider} ou um código), ou <play>jogue sem entrar</play>.',
  'account.callback.again': '<again>Entre de novo</again>, ou <play>jogue sem entrar</play>.',
  'account.provider.answered': 'respondeu {status}',
  'account.provider.unreachableWhy': 'Não foi possível falar com {provider} ({why}): tente mais tarde',
  'account.provider.badDiscovery':
    'O documento de descoberta de {provider} não descreve um provedor que esta página possa usar',
  'account.provider.notStarted': 'Esta entrada não começou nesta página, ou já terminou: comece de novo',
  'account.provider.didNot': '{provider} não conectou você ({why})',
  'account.provider.otherAnswer': 'A resposta de {provider} não é para esta entrada: comece de novo',
  'account.provider.unreachable':
    'Não foi possível falar com {provider}: verifique a conexão e entre de novo',
  'account.provider.refused': '{provider} recusou a entrada ({why}): entre de novo',
  'account.provider.otherToken': 'O token de identidade de {provider} não é para esta entrada: entre de novo',
};
