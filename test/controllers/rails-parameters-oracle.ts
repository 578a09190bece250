/**
 * Strong parameters asked of Rails itself and of `Parameters`, one row at a time: the row's
 * params, an optional `require` and `permit` filters, run by ActionController::Parameters
 * (actionpack 6.1, the installed oracle) and by railroute, each answering the permitted
 * values, or the error and its keys, as JSON. parameters-rails.test.ts (rows written by hand)
 * and the adversarial suite (a seeded sample) compare the two.
 */
import { execFileSync } from 'node:child_process';
import { ParameterMissing, Parameters, UnpermittedParameters, type PermitFilter } from '../../src';

export interface OracleRow {
  params: Record<string, unknown>;
  require?: string;
  filters?: unknown[];
  /** `unpermittedParameters: 'raise'` (Rails' `action_on_unpermitted_parameters = :raise`). */
  raise?: boolean;
}

/** A row's answer: the value (a `Parameters` as its plain object), or the error's name and keys. */
export interface OracleAnswer {
  value?: unknown;
  error?: string;
  keys?: unknown;
}

const RAILS = String.raw`
require "json"
require "action_controller"
def plain(value)
  case value
  when ActionController::Parameters then value.to_unsafe_h
  when Array then value.map { |item| plain(item) }
  else value
  end
end
rows = JSON.parse(STDIN.read)
out = rows.map do |row|
  ActionController::Parameters.action_on_unpermitted_parameters = row["raise"] ? :raise : false
  params = ActionController::Parameters.new(row["params"])
  begin
    target = row.key?("require") ? params.require(row["require"]) : params
    if row["filters"] && target.is_a?(ActionController::Parameters)
      { "value" => target.permit(*row["filters"]).to_h }
    else
      { "value" => plain(target) }
    end
  rescue ActionController::ParameterMissing => e
    { "error" => "ParameterMissing", "keys" => [e.param.to_s] }
  rescue ActionController::UnpermittedParameters => e
    { "error" => "UnpermittedParameters", "keys" => e.params }
  end
end
puts JSON.generate(out)
`;

/** What Rails answers for each row, in order (one `ruby` process for all of them). */
export function railsAnswers(rows: readonly OracleRow[]): OracleAnswer[] {
  const input = JSON.stringify(rows);
  return JSON.parse(
    execFileSync('ruby', ['-e', RAILS], { input, encoding: 'utf8', maxBuffer: 64 << 20 }),
  ) as OracleAnswer[];
}

/** What railroute answers for the row, as `railsAnswers` gives Rails'. */
export function railrouteAnswer(row: OracleRow): OracleAnswer {
  const params = new Parameters(row.params, { unpermittedParameters: row.raise ? 'raise' : false });
  const plain = (value: unknown): unknown =>
    value instanceof Parameters ? value.toUnsafeObject() : Array.isArray(value) ? value.map(plain) : value;
  try {
    const target = row.require === undefined ? params : params.require(row.require);
    if (row.filters && target instanceof Parameters)
      return { value: target.permit(...(row.filters as PermitFilter[])) };
    return { value: plain(target) };
  } catch (err) {
    if (err instanceof ParameterMissing) return { error: 'ParameterMissing', keys: [err.param] };
    if (err instanceof UnpermittedParameters) return { error: 'UnpermittedParameters', keys: err.params };
    throw err;
  }
}
