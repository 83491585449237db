import { type Kysely, sql } from 'kysely';

/**
 * A number that rises whenever what the public tables (raid leaders, communities) show may have changed: their
 * totals, a listed user's name, avatar, premium or preferences, a community's name, icon or owner. A process
 * keeping a written table asks for this number instead of rewriting a 400 KB answer every few seconds. A
 * sequence, not a row: raid creations in parallel never wait on each other for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE SEQUENCE public_tables_version;
    CREATE FUNCTION public_tables_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM nextval('public_tables_version');
      RETURN NULL;
    END $$;
    CREATE TRIGGER raid_totals_changed AFTER INSERT OR UPDATE OR DELETE ON raid_totals
      FOR EACH STATEMENT EXECUTE FUNCTION public_tables_changed();
    CREATE TRIGGER users_listed_changed AFTER UPDATE ON users FOR EACH ROW
      WHEN ((OLD.username, OLD.global_name, OLD.discriminator, OLD.avatar, OLD.premium, OLD.preferred_server,
             OLD.preferred_loot_system)
        IS DISTINCT FROM (NEW.username, NEW.global_name, NEW.discriminator, NEW.avatar, NEW.premium,
             NEW.preferred_server, NEW.preferred_loot_system))
      EXECUTE FUNCTION public_tables_changed();
    CREATE TRIGGER guilds_listed_changed AFTER UPDATE ON guilds FOR EACH ROW
      WHEN ((OLD.name, OLD.icon, OLD.owner_id) IS DISTINCT FROM (NEW.name, NEW.icon, NEW.owner_id))
      EXECUTE FUNCTION public_tables_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER guilds_listed_changed ON guilds;
    DROP TRIGGER users_listed_changed ON users;
    DROP TRIGGER raid_totals_changed ON raid_totals;
    DROP FUNCTION public_tables_changed();
    DROP SEQUENCE public_tables_version;
  `.execute(db);
}
