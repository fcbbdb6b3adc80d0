import { useEffect, useEffectEvent } from 'react';
import { emitEvent, type GameLauncherProps, requireRealAccount, useNavigate, useSession } from '@gp/kernel';
import { decideLaunch, seamlessPath } from '../utils/launch-rules';
import { GamePopup } from './game-popup';

/**
 * What the shell renders for every 'open-game' (mf-games' `./game-launcher`): the launch rules,
 * then the game pop-up or /seamless. Closing a game asks for a fresh balance.
 */
export function GameLauncher({ request, onClose }: GameLauncherProps) {
  const { kind } = useSession();
  const navigate = useNavigate();
  const decision = decideLaunch(kind, request);
  const { game } = request;

  const handOff = useEffectEvent(() => {
    if (decision === 'popup') return;
    if (decision === 'login' || decision === 'trial-blocked') requireRealAccount(kind);
    else navigate(seamlessPath({ ...game, name: game.displayName }));
    onClose();
  });
  // Decided once per request: the shell gives every request its own id.
  useEffect(() => handOff(), [request.id]);

  if (decision !== 'popup') return null;

  function close() {
    emitEvent('balance-refresh-requested');
    onClose();
  }

  return (
    <GamePopup
      key={request.id}
      game={game}
      trial={Boolean(request.trial)}
      onClose={close}
      onFullPage={
        request.trial
          ? undefined
          : () => {
              onClose();
              navigate(seamlessPath({ ...game, name: game.displayName }));
            }
      }
    />
  );
}
