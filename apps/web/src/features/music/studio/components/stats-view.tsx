import { Headphones, Heart, Users } from 'lucide-react';
import { StudioCard, StudioPageHeader } from '../../../studio/components/studio-card.tsx';
import { useArtistStats, useMyArtist } from '../queries.ts';
import { formatCount } from '../rules.ts';
import { studioMusicTexts } from '../texts.ts';
import { ProfileFirstPage, QueryState } from './artist-studio.tsx';
import { StreamsChart } from './streams-chart.tsx';

const T = studioMusicTexts.stats;

/** /studio/stats: my totals, streams per day over 30 days, and my most played songs. */
export function StatsView() {
  const artist = useMyArtist();
  const hasProfile = !!artist.data;
  const stats = useArtistStats(hasProfile);
  if (artist.isPending || artist.isError) return <QueryState query={artist} label={T.title} />;
  if (!hasProfile) return <ProfileFirstPage title={T.title} intro={T.intro} />;
  if (stats.isPending || stats.isError) return <QueryState query={stats} label={T.title} />;
  const data = stats.data;
  const totals = [
    { label: T.streams, value: data.streams, icon: Headphones },
    { label: T.likes, value: data.likes, icon: Heart },
    { label: T.subscribers, value: data.subscribers, icon: Users },
  ];
  return (
    <div className="space-y-5">
      <StudioPageHeader title={T.title} intro={T.intro} />
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {totals.map(({ label, value, icon: Icon }) => (
          <div
            key={label}
            className="flex flex-col gap-1 rounded-3xl border border-ink-800 bg-ink-900 p-3 sm:p-5"
          >
            <dt className="flex items-center gap-1.5 text-xs text-muted sm:text-sm">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
              {label}
            </dt>
            <dd className="text-xl font-extrabold tabular-nums sm:text-3xl">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-3xl border border-ink-800 bg-ink-900 p-4 sm:p-6">
        <StreamsChart days={data.streams_per_day} />
      </section>
      <StudioCard id="stats-top" title={T.topTitle}>
        {data.top_songs.length === 0 ? (
          <p className="text-sm text-muted">{T.topEmpty}</p>
        ) : (
          <ol className="space-y-2">
            {data.top_songs.map((song, index) => (
              <li
                key={song.id}
                className="flex items-center gap-3 rounded-2xl border border-ink-800 px-3 py-2.5"
              >
                <span className="w-5 shrink-0 text-sm font-semibold text-muted tabular-nums">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 break-words font-semibold">{song.title}</span>
                <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted">
                  <Headphones aria-hidden="true" className="size-4" />
                  <span className="sr-only">{T.streams} : </span>
                  {formatCount(song.plays)}
                </span>
                <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted">
                  <Heart aria-hidden="true" className="size-4" />
                  <span className="sr-only">{T.likes} : </span>
                  {formatCount(song.likes)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </StudioCard>
    </div>
  );
}
