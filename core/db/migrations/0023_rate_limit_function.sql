-- Takes rate limits in one call (core/security/rate-limits.server.ts). The advisory locks are held
-- from the moment they are granted until the call's own transaction commits: a few hundred
-- microseconds, whatever the calling process is busy with. (Taken statement by statement from the
-- application, each lock was held across several round trips, and shoppers sharing one address,
-- behind a carrier's NAT or a proxy, queued behind each other.) The function is VOLATILE, so each
-- statement in it sees what committed before it: the count after the locks sees every hit.
-- Limits come sorted by the caller, so two calls never wait for each other in a circle.
-- Returns the new hits' ids, or one row with the minutes until the fullest limit frees a slot.
CREATE FUNCTION take_rate_limits(
	buckets text[],
	keys text[],
	maxima integer[],
	window_minutes integer[],
	taken_at timestamp with time zone
) RETURNS TABLE (hit_id integer, retry_after_minutes integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	position integer;
	hits bigint;
	oldest timestamp with time zone;
	wait integer := 0;
BEGIN
	FOR position IN 1 .. coalesce(array_length(buckets, 1), 0) LOOP
		PERFORM pg_advisory_xact_lock(hashtextextended(buckets[position] || chr(1) || keys[position], 0));
	END LOOP;
	FOR position IN 1 .. coalesce(array_length(buckets, 1), 0) LOOP
		SELECT count(*), min(hit.at) INTO hits, oldest
		FROM rate_limit_hits hit
		WHERE hit.bucket = buckets[position]
			AND hit.key = keys[position]
			AND hit.at >= taken_at - make_interval(mins => window_minutes[position]);
		IF hits >= maxima[position] THEN
			wait := greatest(
				wait,
				1,
				ceil(extract(epoch FROM oldest + make_interval(mins => window_minutes[position]) - taken_at) / 60)::integer
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
			SELECT taken.bucket, taken.key, taken_at FROM unnest(buckets, keys) AS taken(bucket, key)
			RETURNING id
		)
		SELECT inserted.id, NULL::integer FROM inserted;
END
$$;
