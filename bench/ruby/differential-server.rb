# frozen_string_literal: true

# 18xx.games' Ruby engine (tobymao/18xx) as a process that applies actions one at a time, for the
# differential fuzzer (tools/differential.ts; tools/README-differential.md). One JSON object a line on
# stdin, one answer a line on stdout:
#
#   {"cmd":"new","title":"1870","players":["A","B","C"],"seed":7,"optional_rules":[]}
#       → {"ok":true,"digest":{...}}            players get ids 1..n in seat order
#   {"cmd":"act","action":{18xx.games action},"hints":{...}}
#       → {"ok":true,"digest":{...},"inserted":N,"skipped":false} or {"ok":false,"error":"..."}
#
# The action is 18xx.games' own (as an export records it). Where an id names one of several
# interchangeable things whose copies the two engines may number differently (a share certificate,
# a tile's copy, a train of a type, a city's slot), `hints` says what is meant and the id is taken
# from this engine's state: hints.share {corporation, from: "ipo"|"market"|"player:<id>"|"self"|"protect",
# percent}, hints.tile (the tile's name), hints.city {hex, index}, hints.train {name, from:
# "depot"|"pool"|corporation id}, hints.par (the price).
#
# Step structures differ between the engines: a pass for a step this engine does not hold open is
# skipped ("skipped":true), and passes this engine waits for where the other has moved on are made
# for the acting entity before the action, and an entity whose only choice is to pass passes after it
# ("inserted":N). Both are reported, not hidden.
#
#   RACK_ENV=production ruby bench/ruby/differential-server.rb LIB_DIR

require 'json'
require 'set' # Ruby 3.1 does not autoload Set, and the engine uses it without requiring it

lib_dir = File.expand_path(ARGV[0] || abort('usage: ruby differential-server.rb LIB_DIR'))
$LOAD_PATH.unshift(File.join(__dir__, 'stub')) # require_all, see stub/require_all.rb
$LOAD_PATH.unshift(lib_dir)
require File.join(lib_dir, 'engine')

$stdout.sync = true

def entity_id(entity)
  return nil unless entity

  if entity.player?
    { 'type' => 'player', 'id' => entity.id }
  elsif entity.corporation?
    { 'type' => 'corporation', 'id' => entity.id }
  elsif entity.company?
    { 'type' => 'company', 'id' => entity.id }
  else
    { 'type' => entity.class.name, 'id' => entity.id }
  end
end

# What the bank starts with beyond the title's BANK_CASH (1860's company credits: BANK_CASH_AND_COMPANY_CREDITS,
# Game#bank_starting_cash): not the bank's money in our engine, whose bank holds the BANK_CASH alone.
def bank_extra(game)
  return 0 if game.send(:unlimited_bank?)

  base = game.class::BANK_CASH
  base = base[game.players.size] if base.is_a?(Hash)
  game.bank_starting_cash - base
end

def digest(game)
  round = game.round
  step = round&.active_step
  revenue = nil
  if round.respond_to?(:routes) && round.routes && !round.routes.empty?
    revenue = round.routes.sum(&:revenue) rescue nil
  end
  {
    'players' => game.players.to_h { |p| [p.id.to_s, p.cash] },
    'bank' => game.bank.cash - bank_extra(game),
    'corporations' => game.corporations.to_h do |c|
      [c.id, {
        'cash' => c.cash,
        'price' => c.share_price&.price,
        'trains' => c.trains.map(&:name).sort,
        'floated' => c.floated?,
        'closed' => c.closed?,
      }]
    end,
    'phase' => game.phase.name,
    'round' => round.class.name.split('::').last,
    'step' => step&.class&.name&.split('::')&.last,
    'turn' => step ? entity_id(step.current_entity) : nil,
    'revenue' => revenue,
    'finished' => game.finished,
    'result' => game.finished ? game.result.to_h { |id, v| [id.to_s, v] } : nil,
  }
end

# The first step that would take an action of `type` from `entity` (Round::Base#process_action's search),
# and whether it takes it.
def step_for(game, entity, type)
  game.round.steps.each do |s|
    next unless s.active?

    takes = s.actions(entity).include?(type)
    return [s, takes] if s.blocking? || takes
  end
  [nil, false]
end

def share_ids(shares)
  shares.map(&:id)
end

def resolve!(game, action, hints)
  if (h = hints['share'])
    corp = game.corporation_by_id(h['corporation'])
    percent = h['percent']
    bundle =
      case h['from']
      when 'protect'
        game.sell_queue.dig(0, 0)
      when 'ipo'
        # Redeemed shares wait in the treasury unbuyable until reissued (1870).
        offered = corp.ipo_shares.select(&:buyable)
        share = offered.reject(&:president).select { |s| percent.nil? || s.percent == percent }.min_by(&:index) || offered.min_by(&:index)
        share && Engine::ShareBundle.new(share)
      when 'market'
        # A corporation redeeming takes the pool's first share (G1870 BuySellParShares#redeemable_shares), as bundles compare by share.
        pool = game.share_pool.shares_of(corp)
        share = action['entity_type'] == 'corporation' ? pool.first : pool.reject(&:president).min_by(&:index) || pool.first
        share && Engine::ShareBundle.new(share)
      when 'self' # a corporation's own treasury shares (1870's reissue)
        Engine::ShareBundle.new(corp.shares_of(corp))
      when /\Aplayer:(.+)\z/
        player = game.player_by_id(Integer(Regexp.last_match(1)))
        share = player.shares_of(corp).reject(&:president).first # as redeemable_shares names it
        share && Engine::ShareBundle.new(share)
      when 'sell'
        player = action['entity_type'] == 'player' ? game.player_by_id(action['entity']) : game.corporation_by_id(action['entity'])
        bundles = game.bundles_for_corporation(player, corp).select { |b| b.percent == percent }
        # A sale that keeps the presidency is the one the other engine makes where both are possible.
        bundles.find { |b| !b.presidents_share } || bundles.first
      end
    raise "no share for #{h.inspect}" unless bundle

    action['shares'] = share_ids(bundle.shares)
    action['percent'] = bundle.percent
    # A sale's price as this engine's interface offers it with the bundle (1860's trainless shares at half
    # value, G1860::TrainlessSharesHalfValue#bundles_for_corporation): the action carries it, as a recorded one does.
    action['share_price'] = bundle.share_price if h['from'] == 'sell' && bundle.share_price
  end
  if (name = hints['tile'])
    tile = game.tiles.find { |t| t.name == name }
    raise "no tile #{name} left" unless tile

    action['tile'] = tile.id
  end
  if (h = hints['city'])
    hex = game.hex_by_id(h['hex'])
    city = hex.tile.cities[h['index']]
    raise "no city #{h['index']} on #{h['hex']}" unless city

    action['city'] = city.id
    entity = game.corporation_by_id(action['entity']) || game.company_by_id(action['entity'])
    slot = city.tokens.index(nil)
    slot = city.get_slot(entity.respond_to?(:owner) && entity.company? ? entity.owner : entity) if city.respond_to?(:get_slot)
    action['slot'] = slot if slot
  end
  if (h = hints['train'])
    from = h['from']
    trains =
      case from
      when 'depot' then game.depot.depot_trains
      when 'pool' then game.depot.discarded
      else (game.corporation_by_id(from) || game.minor_by_id(from))&.trains || []
      end
    train = trains.find { |t| t.name == h['name'] } || trains.find { |t| t.name.start_with?(h['name']) }
    raise "no #{h['name']} train from #{from}" unless train

    action['train'] = train.id
  end
  if (h = hints['exchange'])
    corp = game.corporation_by_id(action['entity'])
    train = corp.trains.find { |t| t.name == h }
    raise "no #{h} train to exchange" unless train

    action['exchange'] = train.id
  end
  if (types = hints['routeTrains'])
    owner = game.corporation_by_id(action['entity']) || game.minor_by_id(action['entity'])
    free = owner.trains.dup
    action['routes'].zip(types).each do |route, type|
      train = free.find { |t| t.name == type } || raise("#{owner.id} has no #{type} train to run")
      free.delete(train)
      route['train'] = train.id
    end
  end
  return unless (price = hints['par'])

  # The title's par cells: Game#share_prices where it has its own (1862: the repar cells too), else the market's.
  cells = game.respond_to?(:share_prices) ? game.share_prices : game.stock_market.par_prices
  par = cells.find { |p| p.price == price } || game.stock_market.par_prices.find { |p| p.price == price }
  raise "no par price #{price}" unless par

  action['share_price'] = par.id
end

def entity_of(game, action)
  case action['entity_type']
  when 'player' then game.player_by_id(action['entity'])
  when 'corporation' then game.corporation_by_id(action['entity'])
  when 'company' then game.company_by_id(action['entity'])
  when 'minor' then game.minor_by_id(action['entity'])
  end
end

def act(game, action, hints)
  resolve!(game, action, hints)
  entity = entity_of(game, action)
  type = action['type']
  inserted = 0
  if type == 'pass'
    # The other engine's own pass for a turn this engine already ended for it (done!), or for a step it does not hold open.
    # Unless the entity is to act again here (a new round has begun since: ours passed it by itself then).
    return [0, true] if $done_for.delete?(entity) && game.round.active_step&.current_entity != entity
    # The other engine ends a stock turn in which the player acted; this one ended it by itself (no choice left)
    # and the player's next turn has begun.
    return [0, true] if hints['closesTurn'] && game.round.stock? && game.round.current_actions.empty?

    _, takes = step_for(game, entity, 'pass')
    return [0, true] unless takes
  else
    $done_for.clear
    # Passes this engine waits for (a step the other engine skipped), made for the same entity.
    8.times do
      step, takes = step_for(game, entity, type)
      break if takes || step.nil?

      current = step.current_entity
      break unless step.actions(current).include?('pass')
      # The same entity, its owner, or (in an operating round) a corporation whose turn the other engine has ended.
      same = current == entity || (current.player? && entity.respond_to?(:owner) && entity.owner == current)
      break unless same || (game.round.operating? && !current.player?)

      pass!(game, current)

      inserted += 1
    end
  end
  game.process_action(action, add_auto_actions: true)
  raise game.exception if game.exception

  $taken << game.actions.last.to_h
  [inserted + done!(game), false]
end

def pass!(game, entity)
  type = entity.player? ? 'player' : entity.class.name.split('::').last.downcase
  game.process_action({ 'type' => 'pass', 'entity' => entity.id, 'entity_type' => type }, add_auto_actions: true)
  raise game.exception if game.exception

  $taken << game.actions.last.to_h
end

# An entity whose only choice is to pass ("Done" in 18xx.games' interface: a stock turn after a sale and
# a purchase) passes at once, as the other engine ends such a turn by itself.
# A private's exchange for a share (Step::Exchange and titles' own, which never block) may be made at any time of
# the round, so it holds no turn open (1860's harbour privates, 1830's Mohawk & Hudson).
def company_can_act?(game, owner)
  game.companies.any? do |c|
    c.owner == owner && !c.closed? &&
      game.round.steps.any? { |s| s.active? && !s.class.name.end_with?('::Exchange') && !s.actions(c).empty? }
  end
end

# A company this engine offers a player but refuses to sell: one that hands over, again, a share a player
# holds (Game::Base#after_buy_company raises "Cannot buy share from player"; 1830's Camden & Amboy bought back).
def refused_company?(game, company)
  game.abilities(company, :shares) { |ability| return true if ability.shares.any? { |s| !s.president && s.owner&.player? } }
  false
end

# The entity's choices, less those this engine offers but could not carry out, which the other engine does not
# offer, so that a turn left with only a pass is ended as there: buy_company where every company offered would be
# refused (above) or costs more than the player's cash (G1860 BuySellParSharesCompanies#can_buy_any_companies? asks
# only for some cash), and 'par' for corporations the interface does not show (Game#corporation_available?: 1860's
# layers not yet open; G1860's actions ask can_par? alone).
def real_actions(game, step, current)
  actions = step.actions(current)
  return actions unless current.player?

  if actions.include?('par') && game.corporations.none? { |c| game.can_par?(c, current) && game.send(:corporation_available?, c) }
    actions -= ['par']
  end
  if actions.include?('buy_company')
    from_players = step.respond_to?(:purchasable_companies) ? step.purchasable_companies(current) : []
    # Not one the player sold this round (BuySellParSharesCompanies#can_buy_company?).
    from_bank = game.companies.select do |c|
      !c.closed? && c.owner == game.bank && !(step.respond_to?(:did_sell?) && step.did_sell?(c, current))
    end
    possible = from_players.any? { |c| !refused_company?(game, c) } || from_bank.any? { |c| c.value <= current.cash }
    actions -= ['buy_company'] unless possible
  end
  actions
end

def done!(game, limit = 200)
  made = 0
  limit.times do
    break if game.finished

    step = game.round.active_step
    current = step&.current_entity
    break unless current && real_actions(game, step, current) == ['pass']
    # A company the entity owns may still act in its turn (1870's Southern Cattle token, assigned in the
    # buy-companies step it was bought in): the turn stays open for it, as it does for a player here.
    break if company_can_act?(game, current)

    pass!(game, current)
    $done_for << current
    made += 1
  end
  made
end

# Entities done! passed for, whose own pass from the other engine is still to come.
$done_for = Set.new
# The actions taken, as this engine stored them when each was processed: a refused action's rescue
# (Game::Base#rescue_exception) pops the one before it from game.actions when the refusal comes as the
# action is first recorded (a route that fails its check in RunRoutes#args_to_h).
$taken = []

game = nil
$stdin.each_line do |line|
  line = line.strip
  next if line.empty?

  begin
    msg = JSON.parse(line)
    case msg['cmd']
    when 'new'
      names = msg['players'].each_with_index.to_h { |name, i| [i + 1, name] }
      klass = Engine.game_by_title(msg['title'])
      $done_for.clear
      $taken = []
      game = klass.new(names, id: msg['seed'] || 1, seed: msg['seed'], optional_rules: (msg['optional_rules'] || []).map(&:to_sym),
                              strict: true)
      puts JSON.generate({ 'ok' => true, 'digest' => digest(game) })
    when 'act'
      inserted, skipped = act(game, msg['action'], msg['hints'] || {})
      puts JSON.generate({ 'ok' => true, 'inserted' => inserted, 'skipped' => skipped, 'action' => msg['action'], 'digest' => digest(game) })
    when 'raw' # an export's action as recorded, no hints, no pass reconciliation
      game.process_action(msg['action'], add_auto_actions: false)
      raise game.exception if game.exception

      $taken << game.actions.last.to_h

      puts JSON.generate({ 'ok' => true, 'digest' => digest(game) })
    when 'actions' # the actions this engine took, in its own format (an export's "actions")
      puts JSON.generate({ 'ok' => true, 'actions' => $taken })
    when 'log'
      n = msg['lines'] || 20
      puts JSON.generate({ 'ok' => true, 'log' => game.log.to_a.last(n).map { |l| l.respond_to?(:message) ? l.message : l.to_s } })
    else
      puts JSON.generate({ 'ok' => false, 'error' => "unknown cmd #{msg['cmd']}" })
    end
  rescue StandardError, ScriptError => e
    puts JSON.generate({ 'ok' => false, 'error' => "#{e.class}: #{e.message}", 'where' => e.backtrace&.first(3) })
  end
end
