import { useRef, useState } from 'react';
import { Button } from '@gp/ui-kit';
import { FormAlert, useMoneyRequest } from '@gp/forms-kit';
import { getRuntimeConfig, translateError } from '@gp/kernel';
import { formatMoney } from '@gp/account-centre-kit';
import { useMemberT } from '../../../lib/i18n';
import { useClaimTicket } from '../api/claim-ticket';
import type { Ticket } from '../api/get-tickets';
import styles from './reward-games.module.css';

const SIZE = 240;
const RADIUS = SIZE / 2;
/** Whole turns before the wheel stops: it visibly spins, then lands on the server's segment. */
const TURNS = 5;

function prefersReducedMotion(): boolean {
  // Where the query cannot be asked (tests, old browsers), no animation.
  return typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The rotation (degrees, growing) that brings the centre of segment `index` under the pointer at the top. */
export function landingRotation(previous: number, index: number, count: number): number {
  const segment = 360 / count;
  const target = (360 - (index + 0.5) * segment) % 360;
  const current = ((previous % 360) + 360) % 360;
  return previous + TURNS * 360 + ((target - current + 360) % 360);
}

function pointOn(angle: number, radius: number): [number, number] {
  const radians = ((angle - 90) * Math.PI) / 180;
  return [RADIUS + radius * Math.cos(radians), RADIUS + radius * Math.sin(radians)];
}

function WheelFace({ segments, rotation, animate, onStopped }: { segments: number[]; rotation: number; animate: boolean; onStopped: () => void }) {
  const cur = getRuntimeConfig().currencySymbol;
  const step = 360 / segments.length;
  return (
    <div className={styles.wheelFrame}>
      <span className={styles.pointer} aria-hidden="true" />
      <svg
        className={styles.wheel}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        aria-hidden="true"
        data-testid="prize-wheel"
        style={{ transform: `rotate(${rotation}deg)`, transition: animate ? undefined : 'none' }}
        onTransitionEnd={onStopped}
      >
        {segments.map((amount, index) => {
          const [x1, y1] = pointOn(index * step, RADIUS);
          const [x2, y2] = pointOn((index + 1) * step, RADIUS);
          const [tx, ty] = pointOn((index + 0.5) * step, RADIUS * 0.66);
          return (
            <g key={index}>
              <path d={`M${RADIUS},${RADIUS} L${x1},${y1} A${RADIUS},${RADIUS} 0 0 1 ${x2},${y2} Z`} className={index % 2 === 0 ? styles.segmentA : styles.segmentB} />
              <text x={tx} y={ty} className={styles.segmentText} transform={`rotate(${(index + 0.5) * step} ${tx} ${ty})`} textAnchor="middle" dominantBaseline="middle">
                {formatMoney(amount, cur)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

type Result = { amount: number; title: string };

/**
 * The prize wheel (rewardCenter): one spin per wheel ticket. The server decides where it stops
 * (`prizeIndex`) and pays the prize (MCS2_claimRafflePromotion, one request however often Spin is
 * pressed); the wheel turns to that segment — at once under prefers-reduced-motion — and then says
 * what was won.
 */
export function PrizeWheel({ tickets }: { tickets: Ticket[] }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const next = tickets[0];
  const claim = useClaimTicket();
  const request = useMoneyRequest(undefined, { operation: next?.ticketId ?? null });
  const [rotation, setRotation] = useState(0);
  const [segments, setSegments] = useState<number[] | null>(null);
  const [landing, setLanding] = useState<Result | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [animate, setAnimate] = useState(false);
  const shown = segments ?? next?.segments ?? null;
  // A second press before the answer (a double click) neither sends nor turns the wheel again.
  const busy = useRef(false);

  const spin = () => {
    if (!next || landing || busy.current) return;
    busy.current = true;
    setResult(null);
    request
      .send((requestId) => claim.mutateAsync({ ticketId: next.ticketId, requestId }))
      .then((answer) => {
        const won = { amount: answer.amount ?? 0, title: answer.title };
        const wheel = answer.segments ?? next.segments;
        if (!wheel || answer.prizeIndex === null) {
          setResult(won);
          return;
        }
        const moving = !prefersReducedMotion();
        setSegments(wheel);
        setAnimate(moving);
        setRotation((previous) => landingRotation(previous, answer.prizeIndex ?? 0, wheel.length));
        if (moving) setLanding(won);
        else setResult(won);
      })
      // The mutation's state shows the failure above the button.
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  };

  const stopped = () => {
    if (!landing) return;
    setResult(landing);
    setLanding(null);
  };

  return (
    <section className={styles.game} aria-labelledby="rewards-wheel">
      <h2 id="rewards-wheel">{t('rewards.wheel.title')}</h2>
      {shown ? (
        <>
          <WheelFace segments={shown} rotation={rotation} animate={animate} onStopped={stopped} />
          <p className={styles.visuallyHidden}>{t('rewards.wheel.prizes', { prizes: shown.map((amount) => formatMoney(amount, cur)).join(', ') })}</p>
        </>
      ) : null}
      <p role="status" className={styles.result}>
        {result ? t('rewards.wheel.won', { amount: formatMoney(result.amount, cur), title: result.title }) : null}
      </p>
      {claim.isError ? <FormAlert>{translateError(claim.error)}</FormAlert> : null}
      <p className={styles.meta}>{tickets.length > 0 ? t('rewards.wheel.spinsLeft', { spins: String(tickets.length) }) : t('rewards.wheel.none')}</p>
      {next ? (
        <Button type="button" onClick={spin} disabled={claim.isPending || landing !== null}>
          {claim.isPending || landing ? t('rewards.wheel.spinning') : t('rewards.wheel.spin')}
        </Button>
      ) : null}
    </section>
  );
}
