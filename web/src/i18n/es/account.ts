import type { account as en } from '../en/account';

export const account: Record<keyof typeof en, string> = {
  'account.days': '{count, plural, one {# día} other {# días}}',
  'account.vacation.title': 'Vacaciones',
  'account.vacation.noGames':
    'Aún no hay partidas, así que nada que dejar en espera. <start>Empieza una partida</start>.',
  'account.vacation.awayUntil': 'Estás fuera hasta el {date}. Te quedan {days} en tu reserva.',
  'account.vacation.left': 'Te quedan {days} en tu reserva de vacaciones.',
  'account.vacation.how':
    'En las mesas por correspondencia (más de {hours} hora por jugada), cuando se te acaba el tiempo, un día de tu reserva (o lo que quede) te da más tiempo en lugar de perder por tiempo. Recibes {perYear} días al año, un poco cada día, hasta {cap}, y todos empiezan con {start}. Las partidas de minutos por jugada nunca se detienen.',
  'account.vacation.back': 'Ya volví',
  'account.vacation.backOn': 'Vuelvo el',
  'account.vacation.goAway': 'Irme hasta entonces',
  'account.vacation.spends':
    'Irte gasta de una vez los días hasta tu vuelta; volver antes te devuelve los días enteros que no usaste. Los demás en tus mesas ven que estás de vacaciones, y hasta cuándo.',
};
