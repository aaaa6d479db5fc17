# frozen_string_literal: true

# Times 18xx.games' own Ruby engine replaying recorded games, the figure issue #20 puts beside Switchyard's
# replay (`npm run bench -- --only replay`). Usage (bench/ruby/run.sh does this for the six games of
# bench/six.ts):
#
#   RACK_ENV=production ruby bench/ruby/replay-18xx-games.rb LIB_DIR EXPORT.json...
#
# LIB_DIR is the lib/ folder of a tobymao/18xx checkout (the fixtures come from commit 111f7f6). Each export
# is loaded with `Engine::Game.load(export, strict: true)` once untimed (a warm-up, and the check that the
# engine ends the game with the result the export records), then RUNS times (default 3) timed; the median
# counts. µs per action = time over the actions the engine keeps (`game.actions.size`: an export's entries
# also hold undos, redos and chat). Prints one GAME line per export and a SUMMARY line; exits 1 if a game
# fails to load or ends with another result.

require 'json'
require 'set' # Ruby 3.1 does not autoload Set, and the engine uses it without requiring it

if ARGV.size < 2
  warn 'usage: ruby replay-18xx-games.rb LIB_DIR EXPORT.json...'
  exit 2
end

lib_dir = File.expand_path(ARGV[0])
exports = ARGV[1..]
runs = Integer(ENV.fetch('RUNS', '3'))
raise 'RUNS must be at least 1' if runs < 1

unless ENV['RACK_ENV'] == 'production'
  # The engine logs every action at DEBUG otherwise (lib/engine/logger.rb), which would be timed too.
  warn 'note: RACK_ENV is not "production"; the engine logs every action'
end

$LOAD_PATH.unshift(File.join(__dir__, 'stub')) # require_all, see stub/require_all.rb
$LOAD_PATH.unshift(lib_dir)

def cpu_now
  Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
end

def wall_now
  Process.clock_gettime(Process::CLOCK_MONOTONIC)
end

# The middle value (of an even count, the upper of the two middle ones).
def median(values)
  values.sort[values.size / 2]
end

wall0 = wall_now
cpu0 = cpu_now
require File.join(lib_dir, 'engine')
puts format('LOAD engine titles=%<titles>d wall_s=%<wall>.1f cpu_s=%<cpu>.1f',
            titles: Engine::GAME_TITLES.size, wall: wall_now - wall0, cpu: cpu_now - cpu0)

# The engine's result hash is keyed by player id as the export gives it (a number or a string); the
# export's "result" has string keys.
def same_result?(game, recorded)
  got = game.result.to_h { |id, value| [id.to_s, value] }
  got == recorded.to_h { |id, value| [id.to_s, value] }
end

total_actions = 0
total_wall = 0.0
total_cpu = 0.0
failures = 0

exports.each do |file|
  name = File.basename(file, '.json')
  data = JSON.parse(File.read(file))

  game = Engine::Game.load(data, strict: true)
  problem =
    if game.exception
      "raised #{game.exception.class}: #{game.exception.message}"
    elsif !game.finished
      'did not finish'
    elsif data['result'] && !same_result?(game, data['result'])
      "result #{game.result.inspect}, recorded #{data['result'].inspect}"
    end
  if problem
    puts "GAME #{name} title=#{data['title']} FAILED #{problem}"
    failures += 1
    next
  end

  walls = []
  cpus = []
  actions = nil
  runs.times do
    w = wall_now
    c = cpu_now
    timed = Engine::Game.load(data, strict: true)
    cpus << (cpu_now - c)
    walls << (wall_now - w)
    actions = timed.actions.size
  end
  wall = median(walls)
  cpu = median(cpus)
  total_actions += actions
  total_wall += wall
  total_cpu += cpu
  puts format('GAME %<name>s title=%<title>s entries=%<entries>d actions=%<actions>d result_ok=true ' \
              'warm_ms=%<wall>.0f cpu_ms=%<cpu>.0f runs_ms=%<runs>s warm_us_per_action=%<us>.0f',
              name: name, title: data['title'], entries: data['actions'].size, actions: actions,
              wall: wall * 1000, cpu: cpu * 1000, runs: walls.map { |t| (t * 1000).round }.join('/'),
              us: wall * 1e6 / actions)
end

if total_actions.positive?
  puts format('SUMMARY ruby_replay games=%<games>d actions=%<actions>d warm_us_per_action=%<wall>.0f ' \
              'cpu_us_per_action=%<cpu>.0f',
              games: exports.size - failures, actions: total_actions,
              wall: total_wall * 1e6 / total_actions, cpu: total_cpu * 1e6 / total_actions)
end
exit(failures.zero? ? 0 : 1)
