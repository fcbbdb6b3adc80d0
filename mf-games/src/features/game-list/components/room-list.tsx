import { emitEvent, requireRealAccount, type Game, useSession } from '@gp/kernel';
import { formatAmount } from '@gp/ui-kit';
import { type Vendor } from '@gp/games-kit';
import { type Room, useRoomList } from '../api/get-room-list';
import { useGamesT } from '../../../lib/i18n';
import styles from './room-list.module.css';

/** The live game behind a table, in the shape 'open-game' carries. */
export function roomGame(room: Room, vendor: Vendor): Game {
  return {
    nodeId: room.nodeId,
    nodeName: room.gameName,
    gameName: room.gameName,
    displayName: room.roomName,
    vassalage: vendor.vassalage,
    gameType: vendor.gameType,
    isHot: 0,
    showIcon: 0,
    iconUrl: '',
    url: null,
    lagerIcon: null,
    gameCode: room.gameCode,
    isGame: 1,
    freeTrial: 0,
  };
}

/** GLS2_roomList of a vendor with rooms: its live tables, each joinable like a game. */
export function RoomList({ vendor }: { vendor: Vendor }) {
  const { t } = useGamesT();
  const { kind } = useSession();
  const rooms = useRoomList(vendor.vassalage);
  if (!rooms.data || rooms.data.rooms.length === 0) return null;

  function join(room: Room) {
    if (requireRealAccount(kind)) emitEvent('open-game', { game: roomGame(room, vendor), mode: 'popup' });
  }

  return (
    <section className={styles.rooms} aria-labelledby="room-list-title">
      <h2 id="room-list-title" className={styles.title}>
        {t('rooms.title')}
      </h2>
      <ul className={styles.list} aria-labelledby="room-list-title">
        {rooms.data.rooms.map((room) => {
          const open = room.status === 'OPEN';
          return (
            <li key={room.roomId} className={styles.room} aria-label={room.roomName}>
              <div className={styles.head}>
                <h3 className={styles.name}>{room.roomName}</h3>
                <span className={open ? styles.open : styles.closed}>{t(open ? 'rooms.open' : 'rooms.closed')}</span>
              </div>
              {room.dealerName ? <p className={styles.meta}>{t('rooms.dealer', { name: room.dealerName })}</p> : null}
              <p className={styles.meta}>{t('rooms.limits', { min: formatAmount(room.minBet), max: formatAmount(room.maxBet) })}</p>
              <p className={styles.meta}>{t('rooms.players', { count: room.players })}</p>
              <button type="button" className={styles.join} disabled={!open} onClick={() => join(room)}>
                {t('rooms.join')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
