ALTER TABLE "carts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The write of an order in one statement (core/orders/place-order.server.ts, ADR 0032): it was a
-- transaction of seven statements (begin, the cart's coupon, its lines, the order, the stock, the
-- order's lines, commit), and PostgreSQL's cost per order is per statement. The steps are those of
-- that transaction, in its order; the function is VOLATILE, so each statement in it sees what
-- committed before it began (a second order of the same cart waits for the first at the cart's
-- lines, then finds them gone). A refusal raises: the whole statement is undone, as the transaction
-- was. Its message is the refusal's key; HINT 'refusal' tells it from a fault.
-- Rows come as JSON named by their columns, and only the columns given are inserted: the others
-- keep their defaults, and a column added to orders needs no change here.
-- Answers {order, items, taken}; when an order of the idempotency key exists already, it refuses
-- (order.idempotencyKeyExists) and nothing changes: the caller answers with that order.
CREATE FUNCTION place_order(
	ordered_cart_id integer,
	ordered_lines jsonb,
	paid_already boolean,
	order_row jsonb,
	stock_taken jsonb,
	item_rows jsonb,
	actor text
) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	taken jsonb := '[]'::jsonb;
	created jsonb;
	new_order_id integer;
	items jsonb;
	piece record;
BEGIN
	IF ordered_cart_id IS NOT NULL THEN
		UPDATE carts SET coupon_code = NULL, version = version + 1, updated_at = now() WHERE id = ordered_cart_id;
		WITH deleted AS (
			DELETE FROM cart_items
			WHERE cart_id = ordered_cart_id
				AND id IN (SELECT line.id FROM jsonb_to_recordset(ordered_lines) AS line(id integer))
			RETURNING id, quantity, order_params
		)
		SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'quantity', quantity, 'params', order_params)), '[]'::jsonb)
		INTO taken FROM deleted;
		-- A line gone or changed since the cart was priced: another order took this cart, or the
		-- shopper changed it. Payment first keeps the order (the money is in).
		IF NOT paid_already AND EXISTS (
			SELECT 1 FROM jsonb_to_recordset(ordered_lines) AS line(id integer, quantity integer)
			WHERE NOT EXISTS (
				SELECT 1 FROM jsonb_to_recordset(taken) AS took(id integer, quantity integer)
				WHERE took.id = line.id AND took.quantity = line.quantity
			)
		) THEN
			RAISE EXCEPTION 'order.cartAlreadyOrdered' USING HINT = 'refusal';
		END IF;
	END IF;

	IF jsonb_array_length(item_rows) = 0 THEN
		RAISE EXCEPTION 'place_order: an order needs lines';
	END IF;
	-- A second submit with the same key waits here until the first commits, then finds it: the
	-- whole statement is undone (the cart keeps its lines) and the caller answers with that order.
	EXECUTE format(
		'INSERT INTO orders (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::orders, $1)
		ON CONFLICT (idempotency_key) DO NOTHING RETURNING to_jsonb(orders.*)',
		(SELECT string_agg(quote_ident(key), ', ') FROM jsonb_object_keys(order_row) AS key)
	) USING order_row INTO created;
	IF created IS NULL THEN
		RAISE EXCEPTION 'order.idempotencyKeyExists' USING HINT = 'refusal';
	END IF;
	new_order_id := (created ->> 'id')::integer;

	-- Each update only succeeds while enough is left (or the variation may be oversold), so two
	-- orders never sell the same last piece; the caller sorts by variation, so two orders of the
	-- same variations never wait for each other in a circle.
	FOR piece IN SELECT * FROM jsonb_to_recordset(stock_taken) AS wanted(variation_id integer, quantity integer) LOOP
		WITH moved AS (
			UPDATE variations SET stock = stock - piece.quantity
			WHERE id = piece.variation_id AND (stock - piece.quantity >= 0 OR allow_oversell)
			RETURNING id, stock
		)
		INSERT INTO stock_movements (variation_id, change, stock_after, reason, note, order_id, actor)
		SELECT id, -piece.quantity, stock, 'sale', '', new_order_id, place_order.actor FROM moved;
		IF NOT FOUND THEN
			RAISE EXCEPTION 'order.notEnoughStock' USING HINT = 'refusal';
		END IF;
	END LOOP;

	EXECUTE format(
		'WITH inserted AS (
			INSERT INTO order_items (order_id, %1$s)
			SELECT $2, %1$s FROM jsonb_populate_recordset(NULL::order_items, $1)
			RETURNING *
		)
		SELECT coalesce(jsonb_agg(to_jsonb(inserted.*) ORDER BY position), ''[]''::jsonb) FROM inserted',
		-- The columns any row names; a row without one of them gets NULL there.
		(SELECT string_agg(DISTINCT quote_ident(key), ', ')
			FROM jsonb_array_elements(item_rows) AS item_row, jsonb_object_keys(item_row) AS key)
	) USING item_rows, new_order_id INTO items;

	RETURN jsonb_build_object('order', created, 'items', items, 'taken', taken);
END;
$$;
