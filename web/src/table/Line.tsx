/** The line on the table. */
import type { Rules } from '../api/client';
import { LineList } from './LineList';

export function Line(props: {
  plays: { seat: number; tile: string; end: number }[];
  rules: Rules;
  ends?: { end: number; number: number }[];
  showEnds?: boolean;
  /** A tile that fits several ends: buttons for those ends. */
  choosing?: { tile: string; ends: number[] } | null;
  onChoose?: (end: number) => void;
  label: string;
}) {
  return (
    <LineList
      tiles={props.plays.map((p) => p.tile)}
      ends={props.ends ?? []}
      choosing={props.choosing}
      onChoose={props.onChoose}
      label={props.label}
    />
  );
}
