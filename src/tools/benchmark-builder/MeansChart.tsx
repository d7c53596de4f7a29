import { round3, type RankedSuite } from './benchmark-builder';
import classes from './BenchmarkBuilder.module.css';

/** A bar per suite, as long as its mean is against the largest mean. */
export function MeansChart({ rows, unit, caption }: { rows: readonly RankedSuite[]; unit: string; caption: string }) {
  const largest = Math.max(0, ...rows.map((row) => row.mean).filter(Number.isFinite));
  const share = (mean: number) => (largest > 0 && Number.isFinite(mean) ? Math.max(0, mean / largest) : 0);
  return (
    <figure className={classes.figure}>
      <figcaption className={classes.caption}>{caption}</figcaption>
      <dl className={classes.chart}>
        {rows.map((row) => (
          <div key={row.position} style={{ display: 'contents' }}>
            <dt translate="no">{row.title}</dt>
            <dd>
              <div className={classes.bar} style={{ width: `${share(row.mean) * 100}%` }} aria-hidden />
              <span className={classes.barValue}>
                {round3(row.mean)}
                {unit.trim()}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
