-- take_rate_limits counts weighed attempts too (an upload's megabytes): each limit takes `units`
-- hits. One implementation for every limit (core/security/rate-limits.server.ts), with the locks
-- held only until the call's own transaction commits, as 0023 says why; an upload no longer takes
-- its address's quota inside its own transaction, across the write of its file.
-- The wait of a refused attempt is until enough hits leave the window for its units to fit (for
-- one unit: the oldest hit), not until the oldest hit leaves it. An attempt heavier than a limit
-- never fits: it waits the whole window.
DROP FUNCTION take_rate_limits(text[], text[], integer[], integer[], timestamp with time zone);
--> statement-breakpoint
CREATE FUNCTION take_rate_limits(
	buckets text[],
	keys text[],
	maxima integer[],
	window_minutes integer[],
	units integer[],
	taken_at timestamp with time zone
) RETURNS TABLE (hit_id integer, retry_after_minutes integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	position integer;
	hits bigint;
	freeing timestamp with time zone;
	wait integer := 0;
BEGIN
	FOR position IN 1 .. coalesce(array_length(buckets, 1), 0) LOOP
		IF coalesce(units[position], 0) < 1 THEN
			RAISE EXCEPTION 'take_rate_limits: % units for %', units[position], buckets[position];
		END IF;
		PERFORM pg_advisory_xact_lock(hashtextextended(buckets[position] || chr(1) || keys[position], 0));
	END LOOP;
	FOR position IN 1 .. coalesce(array_length(buckets, 1), 0) LOOP
		SELECT count(*) INTO hits
		FROM rate_limit_hits hit
		WHERE hit.bucket = buckets[position]
			AND hit.key = keys[position]
			AND hit.at >= taken_at - make_interval(mins => window_minutes[position]);
		IF units[position] > maxima[position] THEN
			wait := greatest(wait, window_minutes[position], 1);
		ELSIF hits + units[position] > maxima[position] THEN
			-- The hit whose leaving makes room for the units: the (hits + units - maximum)th oldest.
			SELECT hit.at INTO freeing
			FROM rate_limit_hits hit
			WHERE hit.bucket = buckets[position]
				AND hit.key = keys[position]
				AND hit.at >= taken_at - make_interval(mins => window_minutes[position])
			ORDER BY hit.at
			OFFSET hits + units[position] - maxima[position] - 1
			LIMIT 1;
			wait := greatest(
				wait,
				1,
				ceil(extract(epoch FROM freeing + make_interval(mins => window_minutes[position]) - taken_at) / 60)::integer
			);
		END IF;
	END LOOP;
	IF wait > 0 THEN
		RETURN QUERY SELECT NULL::integer, wait;
		RETURN;
	END IF;
	RETURN QUERY
		WITH inserted AS (
			INSERT INTO rate_limit_hits (bucket, key, at)
			SELECT taken.bucket, taken.key, taken_at
			FROM unnest(buckets, keys, units) AS taken(bucket, key, units)
			CROSS JOIN LATERAL generate_series(1, taken.units)
			RETURNING id
		)
		SELECT inserted.id, NULL::integer FROM inserted;
END
$$;
