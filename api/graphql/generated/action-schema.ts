/* eslint-disable */
/**
 * GENERATED FILE: do not edit.
 * Generated from the JSON Schemas in schemas/ by `npm run codegen` (codegen/generate.js).
 * Change the schemas, then run `npm run codegen`.
 */

/** schemas/actions.schema.json with its references to other schema files inlined: one self-contained document. */
export const ACTION_SCHEMA = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://switchyard.dev/schemas/actions.schema.json",
  "title": "Action",
  "description": "A move in a game, as submitted by a client and stored in the game's action log. Exactly one action type; no other properties (not even a comment) are allowed, so the log replays deterministically.",
  "oneOf": [
    {
      "$ref": "#/$defs/PassAction"
    },
    {
      "$ref": "#/$defs/ParAction"
    },
    {
      "$ref": "#/$defs/BuySharesAction"
    },
    {
      "$ref": "#/$defs/SellSharesAction"
    },
    {
      "$ref": "#/$defs/BuyCompanyAction"
    },
    {
      "$ref": "#/$defs/SellCompanyAction"
    },
    {
      "$ref": "#/$defs/LayTileAction"
    },
    {
      "$ref": "#/$defs/PlaceTokenAction"
    },
    {
      "$ref": "#/$defs/ClaimPortAction"
    },
    {
      "$ref": "#/$defs/MoveTokenAction"
    },
    {
      "$ref": "#/$defs/BuyPortAction"
    },
    {
      "$ref": "#/$defs/RunRoutesAction"
    },
    {
      "$ref": "#/$defs/DividendAction"
    },
    {
      "$ref": "#/$defs/BuyTrainAction"
    },
    {
      "$ref": "#/$defs/DiscardTrainAction"
    },
    {
      "$ref": "#/$defs/MarkTrainAction"
    },
    {
      "$ref": "#/$defs/BankruptAction"
    },
    {
      "$ref": "#/$defs/EndGameAction"
    },
    {
      "$ref": "#/$defs/BidAction"
    },
    {
      "$ref": "#/$defs/ChooseAction"
    },
    {
      "$ref": "#/$defs/AssignAction"
    },
    {
      "$ref": "#/$defs/ProtectSharesAction"
    },
    {
      "$ref": "#/$defs/RedeemShareAction"
    },
    {
      "$ref": "#/$defs/MergeAction"
    },
    {
      "$ref": "#/$defs/RemoveTokenAction"
    },
    {
      "$ref": "#/$defs/ConvertAction"
    },
    {
      "$ref": "#/$defs/ReissueSharesAction"
    },
    {
      "$ref": "#/$defs/DestinationConnectionAction"
    },
    {
      "$ref": "#/$defs/OfferCompanyAction"
    },
    {
      "$ref": "#/$defs/RespondOfferAction"
    },
    {
      "$ref": "#/$defs/ExchangeCompanyAction"
    },
    {
      "$ref": "#/$defs/TakeLoanAction"
    },
    {
      "$ref": "#/$defs/PayLoanAction"
    },
    {
      "$ref": "#/$defs/PayCostsAction"
    },
    {
      "$ref": "#/$defs/TableauBuyAction"
    },
    {
      "$ref": "#/$defs/TableauMoveAction"
    },
    {
      "$ref": "#/$defs/TableauDealAction"
    },
    {
      "$ref": "#/$defs/TableauRemoveAction"
    },
    {
      "$ref": "#/$defs/MulliganAction"
    },
    {
      "$ref": "#/$defs/FundLobbyAction"
    },
    {
      "$ref": "#/$defs/BuyNationalShareAction"
    },
    {
      "$ref": "#/$defs/SellNationalSharesAction"
    },
    {
      "$ref": "#/$defs/IncreaseSharesAction"
    },
    {
      "$ref": "#/$defs/ReduceSharesAction"
    },
    {
      "$ref": "#/$defs/OfferTakeoverAction"
    },
    {
      "$ref": "#/$defs/RespondTakeoverAction"
    },
    {
      "$ref": "#/$defs/BidFutureTrainAction"
    },
    {
      "$ref": "#/$defs/TakeFutureTrainAction"
    },
    {
      "$ref": "#/$defs/AssignFutureTrainAction"
    },
    {
      "$ref": "#/$defs/ProposeTradeAction"
    },
    {
      "$ref": "#/$defs/WithdrawProposalAction"
    },
    {
      "$ref": "#/$defs/AcceptProposalAction"
    },
    {
      "$ref": "#/$defs/DeclineProposalAction"
    },
    {
      "$ref": "#/$defs/BidCousinAction"
    },
    {
      "$ref": "#/$defs/BuyCousinAction"
    }
  ],
  "$defs": {
    "PassAction": {
      "title": "PassAction",
      "description": "The entity passes: ends its turn or declines the current step.",
      "examples": [
        {
          "type": "pass",
          "entityType": "player",
          "entity": 0
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"pass\".",
          "const": "pass"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        }
      }
    },
    "ParAction": {
      "title": "ParAction",
      "description": "A player starts a corporation by buying its president's certificate at a par price. It is also the pick of a director's certificate by the winner of a bid-then-pick auction (paid on top of the winning bid).",
      "examples": [
        {
          "type": "par",
          "entityType": "player",
          "entity": 1,
          "corporation": "NR",
          "price": 90
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "corporation",
        "price"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"par\".",
          "const": "par"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "corporation": {
          "description": "The corporation to start.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "price": {
          "description": "The par price; must be a par cell of the market.",
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000
        },
        "shares": {
          "description": "With title.json shareCounts (1820): the corporation's share count, one of those open in the phase. Otherwise absent.",
          "type": "integer",
          "minimum": 1
        }
      }
    },
    "BuySharesAction": {
      "title": "BuySharesAction",
      "description": "A player buys shares of a corporation.",
      "examples": [
        {
          "type": "buy_shares",
          "entityType": "player",
          "entity": 0,
          "corporation": "NR",
          "from": "ipo",
          "percent": 10
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "corporation",
        "from",
        "percent"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"buy_shares\".",
          "const": "buy_shares"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "corporation": {
          "description": "The corporation whose shares are bought.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "from": {
          "description": "Where the shares come from: \"ipo\" (the corporation's unsold shares), \"market\" (the market pool) or \"treasury\" (shares the corporation redeemed, where rounds.stock.buyFromTreasury allows it: at the current price, paid to the corporation).",
          "type": "string",
          "enum": [
            "ipo",
            "market",
            "treasury"
          ]
        },
        "percent": {
          "description": "The total percentage bought (one certificate: its percentage).",
          "type": "integer",
          "minimum": 1,
          "maximum": 100
        },
        "investor": {
          "description": "An investor the player plays (a non-player shareholder; 1820: a cousin, cousins.json id) for whom the player acts: the investor's treasury pays or is paid and the investor holds the shares (1820 §6.5.1 L371-374, §6.5.2). Absent: the player acts for themselves. Formerly `cousin` (FormerFieldNames).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        }
      }
    },
    "SellSharesAction": {
      "title": "SellSharesAction",
      "description": "A player sells shares of a corporation to the market pool.",
      "examples": [
        {
          "type": "sell_shares",
          "entityType": "player",
          "entity": 2,
          "corporation": "NR",
          "percent": 20
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "corporation",
        "percent"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"sell_shares\".",
          "const": "sell_shares"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "corporation": {
          "description": "The corporation whose shares are sold.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "percent": {
          "description": "The total percentage sold.",
          "type": "integer",
          "minimum": 1,
          "maximum": 100
        },
        "investor": {
          "description": "An investor the player plays (a non-player shareholder; 1820: a cousin, cousins.json id) for whom the player acts: the investor's treasury pays or is paid and the investor holds the shares (1820 §6.5.1 L371-374, §6.5.2). Absent: the player acts for themselves. Formerly `cousin` (FormerFieldNames).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "successorInvestor": {
          "description": "A director's sale after which several investors (1820: cousins), and no player, hold the most of the company: the investor (cousins.json id) the seller chooses to become director (1820 §13.4 L1277-1279). Required exactly then (legalActions offers one sale per tied investor); refused otherwise. Formerly `successorCousin` (FormerFieldNames).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        }
      }
    },
    "BuyCompanyAction": {
      "title": "BuyCompanyAction",
      "description": "The entity buys a private company (from the bank, or from a player by a corporation). It is also the pick of a private company by the winner of a bid-then-pick auction, at its face value (paid on top of the winning bid).",
      "examples": [
        {
          "type": "buy_company",
          "entityType": "corporation",
          "entity": "NR",
          "company": "MCT",
          "price": 40
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "company",
        "price"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"buy_company\".",
          "const": "buy_company"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "company": {
          "description": "The company bought.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "price": {
          "description": "The price paid.",
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000
        }
      }
    },
    "SellCompanyAction": {
      "title": "SellCompanyAction",
      "description": "A player sells a private company to the bank in a stock-round turn, for its face value less the title's discount (1860 rules L221-226: from the second stock round, at face value less 30); the bank then offers it again at face value.",
      "examples": [
        {
          "type": "sell_company",
          "entityType": "player",
          "entity": 0,
          "company": "MCT",
          "price": 40
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "company",
        "price"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"sell_company\".",
          "const": "sell_company"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "company": {
          "description": "The company sold.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "price": {
          "description": "The price received.",
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000
        }
      }
    },
    "LayTileAction": {
      "title": "LayTileAction",
      "description": "A corporation lays or upgrades a tile.",
      "examples": [
        {
          "type": "lay_tile",
          "entityType": "corporation",
          "entity": "NR",
          "hex": "B4",
          "tile": "57",
          "rotation": 3
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "hex",
        "tile",
        "rotation"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"lay_tile\".",
          "const": "lay_tile"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "hex": {
          "description": "The hex the tile is laid on.",
          "type": "string",
          "pattern": "^[A-Z]{1,2}[0-9]{1,3}$"
        },
        "tile": {
          "description": "The id of the tile laid.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "rotation": {
          "description": "The tile's rotation: the number of 60° clockwise turns applied to its paths (0 to 5).",
          "type": "integer",
          "minimum": 0,
          "maximum": 5
        },
        "investor": {
          "description": "An investor whose bigCitySpecial ability allows this lay (1820: a cousin, cousins.json; 1820 §14.4.2 Gas Light & Coke): a yellow big city spaced as a small city, or a yellow small city upgraded to a green big city. Once per company per game; the bank pays the investor its kickback. Absent: an ordinary lay. Formerly `cousin` (FormerFieldNames).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        }
      }
    },
    "PlaceTokenAction": {
      "title": "PlaceTokenAction",
      "description": "A corporation places a station token in a city.",
      "examples": [
        {
          "type": "place_token",
          "entityType": "corporation",
          "entity": "NR",
          "hex": "C3",
          "city": 0
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "hex",
        "city"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"place_token\".",
          "const": "place_token"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "hex": {
          "description": "The hex of the city.",
          "type": "string",
          "pattern": "^[A-Z]{1,2}[0-9]{1,3}$"
        },
        "city": {
          "description": "Which city on the hex's tile, as an index among its city nodes (0 for the first city).",
          "type": "integer",
          "minimum": 0
        },
        "investor": {
          "description": "An investor whose freeStation ability places this station without its price (1820: a cousin, cousins.json; 1820 §14.3.2 Stephenson & Fox); the bank pays the investor its kickback. Absent: the station is paid for. Formerly `cousin` (FormerFieldNames).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        }
      }
    },
    "ClaimPortAction": {
      "title": "ClaimPortAction",
      "description": "The operating corporation claims the port marker still on the map at a port hex, in its station step and instead of a station (title.json ports; 1843 rules L3482-3525).",
      "examples": [
        {
          "type": "claim_port",
          "entityType": "corporation",
          "entity": "LSR",
          "hex": "F11"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "hex"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"claim_port\".",
          "const": "claim_port"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "hex": {
          "description": "The port hex whose marker is claimed.",
          "type": "string",
          "pattern": "^[A-Z]{1,2}[0-9]{1,3}$"
        }
      }
    },
    "MoveTokenAction": {
      "title": "MoveTokenAction",
      "description": "The operating corporation moves one of its placed stations, in its station step and instead of placing one (title.json rounds.operating.stationMove; 1843 rules L3392-3467); a blocked marker takes the old place.",
      "examples": [
        {
          "type": "move_token",
          "entityType": "corporation",
          "entity": "EST",
          "fromHex": "F11",
          "fromCity": 0,
          "hex": "G10",
          "city": 1
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "fromHex",
        "fromCity",
        "hex",
        "city"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"move_token\".",
          "const": "move_token"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "fromHex": {
          "description": "The hex of the station moved.",
          "type": "string",
          "pattern": "^[A-Z]{1,2}[0-9]{1,3}$"
        },
        "fromCity": {
          "description": "Its city on that hex, as an index among the tile's city nodes.",
          "type": "integer",
          "minimum": 0
        },
        "hex": {
          "description": "The hex the station moves to.",
          "type": "string",
          "pattern": "^[A-Z]{1,2}[0-9]{1,3}$"
        },
        "city": {
          "description": "The city it moves to, as an index among the tile's city nodes.",
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "BuyPortAction": {
      "title": "BuyPortAction",
      "description": "The operating corporation buys another corporation's port marker for exactly title.json ports.salePrice (1843 rules L4546-4548).",
      "examples": [
        {
          "type": "buy_port",
          "entityType": "corporation",
          "entity": "LSR",
          "hex": "F11"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "hex"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"buy_port\".",
          "const": "buy_port"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "hex": {
          "description": "The port hex whose marker is bought.",
          "type": "string",
          "pattern": "^[A-Z]{1,2}[0-9]{1,3}$"
        }
      }
    },
    "RunRoutesAction": {
      "title": "RunRoutesAction",
      "description": "A corporation runs its trains; each route gives the stops and track it uses.",
      "examples": [
        {
          "type": "run_routes",
          "entityType": "corporation",
          "entity": "NR",
          "routes": [
            {
              "train": "2-1",
              "path": [
                "B2.0",
                "B4",
                "C5.0"
              ],
              "revenue": 50
            }
          ]
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "routes"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"run_routes\".",
          "const": "run_routes"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "routes": {
          "description": "One route per train that runs (trains not listed do not run).",
          "type": "array",
          "items": {
            "$ref": "#/$defs/Route"
          }
        }
      }
    },
    "Route": {
      "title": "Route",
      "description": "The route run by one train.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "train",
        "path"
      ],
      "properties": {
        "train": {
          "description": "The train running this route: a train's id, or for one of the trains of a certificate side that runs as several (trains.json TrainVariant `runs`, 1843's ×2 sides) \"<train id>#<n>\", n counting the side's trains from 1 across its forms (1843 yellow \"2×2 or 3+1\": #1 and #2 the two 2-trains, #3 the 3+1).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+-[0-9]+(#[0-9]+)?$"
        },
        "path": {
          "description": "The hexes the route passes through, in order. A stop is written \"<hex>.<nodeIndex>\" (e.g. \"B2.0\" = node 0 of the tile on B2); a hex crossed on plain track is written \"<hex>\". A network train (trains.json `network`, 1820's FLOOD) gives the selected station alone, e.g. [\"C5.0\"]: the engine computes the network.",
          "type": "array",
          "items": {
            "type": "string",
            "pattern": "^[A-Z]{1,2}[0-9]{1,3}(\\.[0-9]+)?$"
          }
        },
        "halts": {
          "description": "How many of the route's halts the train counts, where halts and small stations compete for the same allowance (1860 rules, Running Trains L764-765: a director may count a halt instead of a small station, trading revenue for the halt subsidy). Counted first; the rest of the allowance goes to the best small stations and no further halt is counted. Absent: revenue first, then subsidy. A number the route cannot take is ignored (as absent).",
          "type": "integer",
          "minimum": 0
        },
        "revenue": {
          "description": "The revenue the client expects the route to earn (chain bonus included). The route is refused when the engine computes another figure, so a client can check its own count. In a game imported from another engine (GameSetup.recordedRevenues) the recorded figure is taken instead, as 18xx.games does when it replays a stored game.",
          "type": "integer",
          "minimum": 0
        },
        "subsidy": {
          "description": "The subsidy the client expects the route to earn (1862 local trains, 1860 halts); checked, or taken in an imported game, like `revenue`.",
          "type": "integer",
          "minimum": 0
        },
        "investors": {
          "description": "The investors whose route abilities this route uses (1820: cousins, cousins.json portBothEnds, doubleOffboardOnPortRoute, extraCityOnRoute; 1820 §14.2, §14.5.2): each must hold shares of the running company, the route must make use of the ability, and no more routes of the run may claim an investor than its ability allows. The bank pays each claimed investor its kickback. At the director's discretion (1820 §7.2.3 L615). Absent: none. Formerly `cousins` (FormerFieldNames).",
          "type": "array",
          "uniqueItems": true,
          "items": {
            "description": "An identifier of a definition item (corporation, company, train, phase, tile, variant): letters, digits and & + ' - _ . only (18xx.games' primed trains, 18TN's 3' and 6'), so it can appear in URLs, action logs and train instance ids.",
            "type": "string",
            "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
          }
        }
      }
    },
    "DividendAction": {
      "title": "DividendAction",
      "description": "A corporation distributes or withholds the revenue of its last run.",
      "examples": [
        {
          "type": "dividend",
          "entityType": "corporation",
          "entity": "NR",
          "kind": "payout"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "kind"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"dividend\".",
          "const": "dividend"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "kind": {
          "description": "\"payout\" = all to shareholders, \"withhold\" = all to the treasury, \"half\" = half to each, \"hudson\" = a payout topped up from the treasury (title.json rounds.operating.dividend.hudson); must be allowed by the title.",
          "type": "string",
          "enum": [
            "payout",
            "withhold",
            "half",
            "hudson"
          ]
        }
      }
    },
    "BuyTrainAction": {
      "title": "BuyTrainAction",
      "description": "A corporation buys a train.",
      "examples": [
        {
          "type": "buy_train",
          "entityType": "corporation",
          "entity": "NR",
          "train": "3-2",
          "price": 180,
          "from": "depot"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "train",
        "price",
        "from"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"buy_train\".",
          "const": "buy_train"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "train": {
          "description": "The train bought.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+-[0-9]+$"
        },
        "price": {
          "description": "The price paid.",
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000
        },
        "from": {
          "description": "The seller: \"depot\" (the bank's new trains), \"pool\" (the bank's discarded trains) or the id of the selling corporation.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "exchange": {
          "description": "A train the corporation trades in for this one (1870 diesels variant: $300 off for a 4, 5 or 6-train), or a rusted certificate it discards without recompense to buy a larger train at once (phases.json rustedTrainMarket `discardToUpgrade`, 1843 L4119-4128); it leaves the game.",
          "type": "string",
          "pattern": "^[A-Za-z0-9+]+-[0-9]+$"
        },
        "variant": {
          "description": "The variant the train is bought as, for a train type with `variants` bought from the depot (trains.json TrainVariant id, as 18xx.games exports record it: 1862 \"1F*\", \"2/3L\", \"4/5E\"). Required then; absent otherwise.",
          "type": "string",
          "minLength": 1
        },
        "warranties": {
          "description": "Warranties bought with a train from the depot, each at trains.json `warranties.price`, paid on top of `price` (1862.md §2.6 item 7). Absent: 0.",
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "DiscardTrainAction": {
      "title": "DiscardTrainAction",
      "description": "A corporation over its train limit discards a train to the pool.",
      "examples": [
        {
          "type": "discard_train",
          "entityType": "corporation",
          "entity": "NR",
          "train": "2-1"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "train"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"discard_train\".",
          "const": "discard_train"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "train": {
          "description": "The train discarded.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+-[0-9]+$"
        },
        "flip": {
          "description": "True: the certificate is not discarded but turned over to its single-train side (trains.json TrainVariant `flipsTo`), which may bring the corporation within its train limit (1843 rules L4316-4334). Absent: false.",
          "type": "boolean"
        }
      }
    },
    "MarkTrainAction": {
      "title": "MarkTrainAction",
      "description": "A private company with an obsolescence ability (1843's Cie du Val de Loire, the Engineers card, rules L5265-5330) marks one of its owning corporation's train certificates, in that corporation's buy-train step: the certificate will become obsolete instead of rusting. The company acts (entityType \"company\").",
      "examples": [
        {
          "type": "mark_train",
          "entityType": "company",
          "entity": "MCT",
          "train": "3-1"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "train"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"mark_train\".",
          "const": "mark_train"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "train": {
          "description": "The train certificate marked.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+-[0-9]+$"
        }
      }
    },
    "BankruptAction": {
      "title": "BankruptAction",
      "description": "The entity declares bankruptcy (it cannot meet an obligation).",
      "examples": [
        {
          "type": "bankrupt",
          "entityType": "player",
          "entity": 2
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"bankrupt\".",
          "const": "bankrupt"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        }
      }
    },
    "EndGameAction": {
      "title": "EndGameAction",
      "description": "Ends the game at once (e.g. by agreement of the players).",
      "examples": [
        {
          "type": "end_game",
          "entityType": "player",
          "entity": 0
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"end_game\".",
          "const": "end_game"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        }
      }
    },
    "BidAction": {
      "title": "BidAction",
      "description": "A player bids in an auction. In a waterfall auction the bid names a private company, and a bid at the current price of the cheapest company buys it. In a bid-then-pick auction (rounds.auction.bidThenPick) the bid names nothing: it is for the right to pick an item afterwards (with buy_company or par).",
      "examples": [
        {
          "type": "bid",
          "entityType": "player",
          "entity": 1,
          "company": "MCT",
          "price": 45
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "price"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"bid\".",
          "const": "bid"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "company": {
          "description": "The company bid for (waterfall auction); absent in a bid-then-pick auction.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "corporation": {
          "description": "The corporation whose charter is bid for (a parliament round's charter auction, rounds.parliament), or the company offered for takeover (1820 §8.4.2; the bid is then made by the corporation named in entity); absent otherwise.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "price": {
          "description": "The amount bid.",
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000
        }
      }
    },
    "ChooseAction": {
      "title": "ChooseAction",
      "description": "The entity makes a choice the current step offers (e.g. 1870's destination marker: \"Map\" or \"Charter\").",
      "examples": [
        {
          "type": "choose",
          "entityType": "corporation",
          "entity": "ESR",
          "choice": "middle"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "choice"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"choose\".",
          "const": "choose"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "choice": {
          "description": "The chosen option, as the step names it.",
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        }
      }
    },
    "AssignAction": {
      "title": "AssignAction",
      "description": "A private company owned by a corporation places its token on a hex (1870's cattle and port tokens).",
      "examples": [
        {
          "type": "assign",
          "entityType": "company",
          "entity": "SCC",
          "hex": "D8"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "hex"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"assign\".",
          "const": "assign"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "hex": {
          "description": "The hex the token goes on.",
          "type": "string",
          "pattern": "^[A-Z]{1,2}[0-9]{1,3}$"
        },
        "token": {
          "description": "Which of the company's tokens (its assignToken ability's params.token, e.g. 1870's \"closedPort\"); absent: the only one that applies, or the one that replaces nothing.",
          "type": "string"
        }
      }
    },
    "ProtectSharesAction": {
      "title": "ProtectSharesAction",
      "description": "A president buys the whole block of their corporation's shares just sold, at the price it was sold for, so the share price does not fall (1870 rules, Share price protection).",
      "examples": [
        {
          "type": "protect_shares",
          "entityType": "player",
          "entity": 0,
          "corporation": "MKT"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "corporation"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"protect_shares\".",
          "const": "protect_shares"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "corporation": {
          "description": "The corporation whose sold block is protected.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        }
      }
    },
    "RedeemShareAction": {
      "title": "RedeemShareAction",
      "description": "A corporation buys back one of its own shares into its treasury during its president's stock turn (1870 rules, Share redemption), or from the market pool in its operating turn (operating step redeemShare; 1862).",
      "examples": [
        {
          "type": "redeem_share",
          "entityType": "corporation",
          "entity": "LSR",
          "corporation": "LSR",
          "from": "market"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "corporation",
        "from"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"redeem_share\".",
          "const": "redeem_share"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "corporation": {
          "description": "The corporation redeeming (the acting entity).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "from": {
          "description": "Where the share comes from: \"market\", the seat number of the player who holds it, or \"tableau\" (the solo tableau, title.json tableau: the top card of `column`; 1862 solo S22).",
          "anyOf": [
            {
              "const": "market"
            },
            {
              "const": "tableau"
            },
            {
              "type": "integer",
              "minimum": 0
            }
          ]
        },
        "certificate": {
          "description": "Operating step redeemShare (1862): which pool certificate, by its index in corporations.json certificates (0 is the president's, never redeemed, except in a game with a tableau, which has no president's certificate). Default: the first normal one in the pool. Imports name the recorded share, so that later purchases from the treasury find it there.",
          "type": "integer",
          "minimum": 0
        },
        "column": {
          "description": "With from \"tableau\": the column (0-based) whose top card is redeemed.",
          "type": "integer",
          "minimum": 0
        },
        "count": {
          "description": "Stock step corporatePoolBuy (1820 §6.5.3.1): how many of its shares the corporation buys from the market pool in this one action. Default 1.",
          "type": "integer",
          "minimum": 1
        },
        "loans": {
          "description": "Loans the company takes first to pay for the shares, one by one at the title's loan terms (title.json loans), as needed: the fewest that let it pay (1820 §17.1 L1650, \"as needed in any other round for any expense\"). Absent: none.",
          "type": "integer",
          "minimum": 1
        }
      }
    },
    "MergeAction": {
      "title": "MergeAction",
      "description": "The operating corporation proposes a merger (operating step \"merge\", at the start of its turn) or an acquisition (step \"acquire\", at its end) with another corporation (1862 rules §2.7).",
      "examples": [
        {
          "type": "merge",
          "entityType": "corporation",
          "entity": "ESR",
          "corporation": "LSR"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "corporation"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"merge\".",
          "const": "merge"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "corporation": {
          "description": "The partner corporation.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        }
      }
    },
    "RemoveTokenAction": {
      "title": "RemoveTokenAction",
      "description": "During a merger whose two companies hold more stations than title.json mergers.maxStations allows, the survivor removes one of their station tokens (1862 rules §2.7; never the survivor's home station).",
      "examples": [
        {
          "type": "remove_token",
          "entityType": "corporation",
          "entity": "ESR",
          "hex": "F11",
          "city": 0,
          "corporation": "ESR"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "hex",
        "city",
        "corporation"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"remove_token\".",
          "const": "remove_token"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "hex": {
          "description": "The hex of the city.",
          "type": "string",
          "pattern": "^[A-Z]{1,2}[0-9]{1,3}$"
        },
        "city": {
          "description": "Which city on the hex's tile, as an index among its city nodes (0 for the first city).",
          "type": "integer",
          "minimum": 0
        },
        "corporation": {
          "description": "Whose token goes: the survivor's or the non-survivor's.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        }
      }
    },
    "ConvertAction": {
      "title": "ConvertAction",
      "description": "The director of a company that must buy a train it cannot pay for chooses refinancing instead of the treasury share sale a pass would make, when both would cover the shortfall (rounds.operating.emergencyBuy.raise; 1862 rules §2.6 item 7).",
      "examples": [
        {
          "type": "convert",
          "entityType": "corporation",
          "entity": "ESR"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"convert\".",
          "const": "convert"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        }
      }
    },
    "ReissueSharesAction": {
      "title": "ReissueSharesAction",
      "description": "A corporation returns all its redeemed shares to the initial offering at a new par price (1870 rules, Share reissue).",
      "examples": [
        {
          "type": "reissue_shares",
          "entityType": "corporation",
          "entity": "MKT",
          "corporation": "MKT"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "corporation"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"reissue_shares\".",
          "const": "reissue_shares"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "corporation": {
          "description": "The corporation reissuing (the acting entity).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        }
      }
    },
    "DestinationConnectionAction": {
      "title": "DestinationConnectionAction",
      "description": "Imported games only: the recorded outcome of 18xx.games' connection check (1870): these corporations make their connection runs now. Games played here compute the check themselves and refuse this action.",
      "examples": [
        {
          "type": "destination_connection",
          "entityType": "corporation",
          "entity": "MKT",
          "corporations": [
            "MKT"
          ]
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "corporations"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"destination_connection\".",
          "const": "destination_connection"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "corporations": {
          "description": "The corporations that connect, in the order they run.",
          "type": "array",
          "items": {
            "description": "The id of a corporation in corporations.json (e.g. \"PRR\").",
            "type": "string",
            "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
          }
        }
      }
    },
    "OfferCompanyAction": {
      "title": "OfferCompanyAction",
      "description": "In a stock turn, where the phase allows trades of private companies between players (phases.json status interplayerPrivateTrade): the player offers to buy a private company from the player who owns it, at a price of their choosing. The owner then accepts or declines (respond_offer). A trade takes the place of the turn's purchase.",
      "examples": [
        {
          "type": "offer_company",
          "entityType": "player",
          "entity": 0,
          "company": "MCT",
          "price": 60
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "company",
        "price"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"offer_company\".",
          "const": "offer_company"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The seat number (0-based) of the player acting.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "company": {
          "description": "The private company wanted.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "price": {
          "description": "The price offered (at least 1, at most the buyer's cash).",
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000
        }
      }
    },
    "RespondOfferAction": {
      "title": "RespondOfferAction",
      "description": "The owner of a private company answers the offer made for it (offer_company): accept (the company and the money change hands) or decline (the buyer's turn goes on).",
      "examples": [
        {
          "type": "respond_offer",
          "entityType": "player",
          "entity": 1,
          "accept": true
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "accept"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"respond_offer\".",
          "const": "respond_offer"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The seat number (0-based) of the player acting.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "accept": {
          "description": "True to sell at the offered price, false to decline.",
          "type": "boolean"
        }
      }
    },
    "ExchangeCompanyAction": {
      "title": "ExchangeCompanyAction",
      "description": "A player exchanges a private company they own for a share of a corporation, by the company's exchange ability (1860: each ferry company for its corporation's reserved 10% share). The company leaves the game. A free action in the player's stock-round turn, unless the ability says it counts as the turn's purchase (1843).",
      "examples": [
        {
          "type": "exchange_company",
          "entityType": "player",
          "entity": 0,
          "company": "VdL",
          "corporation": "EST",
          "price": 67
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "company"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"exchange_company\".",
          "const": "exchange_company"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the owner's seat number (0-based).",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "company": {
          "description": "The company exchanged.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "corporation": {
          "description": "The corporation whose share is taken, for a company whose ability names none (1843's Val de Loire: any corporation). Absent: the ability's corporation.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "price": {
          "description": "With an ability that may take half of an unstarted corporation's director's certificate (1843's Val de Loire): the par price the player sets; the player pays the rest of the certificate at that price.",
          "type": "integer",
          "minimum": 1
        }
      }
    },
    "TakeLoanAction": {
      "title": "TakeLoanAction",
      "description": "The operating corporation takes one loan from the bank (title.json loans; 1820 §17): at any point of its operating turn.",
      "examples": [
        {
          "type": "take_loan",
          "entityType": "corporation",
          "entity": "NR",
          "count": 1
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"take_loan\".",
          "const": "take_loan"
        },
        "entityType": {
          "description": "The kind of entity acting (a corporation).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The corporation.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "count": {
          "description": "How many loans to take, one after the other (default 1).",
          "type": "integer",
          "minimum": 1
        }
      }
    },
    "PayLoanAction": {
      "title": "PayLoanAction",
      "description": "The operating corporation repays one of its loans to the bank, at the repayLoans step of its operating turn (title.json loans; 1820 §7.2.9, §17.3).",
      "examples": [
        {
          "type": "pay_loan",
          "entityType": "corporation",
          "entity": "NR"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"pay_loan\".",
          "const": "pay_loan"
        },
        "entityType": {
          "description": "The kind of entity acting (a corporation).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The corporation.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "count": {
          "description": "How many loans to repay, one after the other (default 1).",
          "type": "integer",
          "minimum": 1
        }
      }
    },
    "PayCostsAction": {
      "title": "PayCostsAction",
      "description": "The operating corporation's director decides on a running cost at its step (title.json costOfBusiness.maintenanceChoice, loans.interestChoice; 1820 §7.2.5 L645-656, §7.2.8 L688-700): pay it, the director adding from their cash what the treasury lacks (the price then moves as the title says), or not pay it, which puts the company into liquidation.",
      "examples": [
        {
          "type": "pay_costs",
          "entityType": "corporation",
          "entity": "NR",
          "kind": "interest",
          "pay": true
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "kind",
        "pay"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"pay_costs\".",
          "const": "pay_costs"
        },
        "entityType": {
          "description": "The kind of entity acting (a corporation).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The corporation.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "kind": {
          "description": "Which cost: \"maintenance\" (its trains' maintenance, at the payMaintenance step) or \"interest\" (its loans' interest, at the payLoanInterest step).",
          "enum": [
            "maintenance",
            "interest"
          ]
        },
        "pay": {
          "description": "True: pay it (the director covering a shortfall); false: do not pay it, and the company goes into liquidation.",
          "type": "boolean"
        }
      }
    },
    "TableauBuyAction": {
      "title": "TableauBuyAction",
      "description": "The solo player (title.json tableau; 1862 solo S11-S12) buys the top card of a tableau column. For a corporation not yet started this starts it: `count` cards of the block of its cards at the top of the column (default 1), in the start mode `mode` at par `par`, paid to the bank; otherwise one share at par (chartered, never merged) or at the market price.",
      "examples": [
        {
          "type": "tableau_buy",
          "entityType": "player",
          "entity": 0,
          "column": 2
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "column"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"tableau_buy\".",
          "const": "tableau_buy"
        },
        "entityType": {
          "description": "The kind of entity acting (the player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The seat number (0-based) of the player acting.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "column": {
          "description": "The column, 0-based.",
          "type": "integer",
          "minimum": 0
        },
        "count": {
          "description": "When starting: how many cards of the top block to take (at least 1). Absent: 1.",
          "type": "integer",
          "minimum": 1
        },
        "mode": {
          "description": "When starting: the start mode (startModes.modes: chartered, nonChartered).",
          "type": "string",
          "minLength": 1
        },
        "par": {
          "description": "When starting: the par price.",
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "TableauMoveAction": {
      "title": "TableauMoveAction",
      "description": "The solo player moves the top card of column `from` onto column `to`, whose top card is a share of the same corporation (1862 solo S13).",
      "examples": [
        {
          "type": "tableau_move",
          "entityType": "player",
          "entity": 0,
          "from": 0,
          "to": 3
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "from",
        "to"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"tableau_move\".",
          "const": "tableau_move"
        },
        "entityType": {
          "description": "The kind of entity acting (the player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The seat number (0-based) of the player acting.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "from": {
          "description": "The column the card leaves, 0-based.",
          "type": "integer",
          "minimum": 0
        },
        "to": {
          "description": "The column it goes to, 0-based.",
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "TableauDealAction": {
      "title": "TableauDealAction",
      "description": "The solo player deals a new column into the empty column `column`: a random corporation is put out of the game first, then cards are dealt from the draw pile, a card of a corporation out of the game going to the market and being replaced (1862 solo S13).",
      "examples": [
        {
          "type": "tableau_deal",
          "entityType": "player",
          "entity": 0,
          "column": 1
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "column"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"tableau_deal\".",
          "const": "tableau_deal"
        },
        "entityType": {
          "description": "The kind of entity acting (the player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The seat number (0-based) of the player acting.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "column": {
          "description": "The empty column, 0-based.",
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "TableauRemoveAction": {
      "title": "TableauRemoveAction",
      "description": "The solo player moves the top card of column `column` to the market without buying it; its corporation, if not started, is put out of the game (1862 solo S13).",
      "examples": [
        {
          "type": "tableau_remove",
          "entityType": "player",
          "entity": 0,
          "column": 4
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "column"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"tableau_remove\".",
          "const": "tableau_remove"
        },
        "entityType": {
          "description": "The kind of entity acting (the player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The seat number (0-based) of the player acting.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "column": {
          "description": "The column, 0-based.",
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "MulliganAction": {
      "title": "MulliganAction",
      "description": "The solo player's one change to the setup, before any other action (1862 solo S7): \\\"permits\\\" reshuffles the permit queue, \\\"companies\\\" returns the corporations put out at setup to the cup and draws as many again, \\\"column\\\" puts column `column` under the draw pile and deals a new one into it.",
      "examples": [
        {
          "type": "mulligan",
          "entityType": "player",
          "entity": 0,
          "kind": "permits"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "kind"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"mulligan\".",
          "const": "mulligan"
        },
        "entityType": {
          "description": "The kind of entity acting (the player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The seat number (0-based) of the player acting.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "kind": {
          "description": "What to change: permits, companies or column.",
          "type": "string",
          "enum": [
            "permits",
            "companies",
            "column"
          ]
        },
        "column": {
          "description": "For kind column: the column, 0-based.",
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "FundLobbyAction": {
      "title": "FundLobbyAction",
      "description": "1820 (rounds.stock.lobbies, §6.5.2.1 L395-424): in part A of a stock round a player funds a new lobby of their own, or raises any lobby, to `amount` in total; the amount must be unique among the lobbies, at least the minimum and a multiple of the step. The player pays the new money (a raise: the difference) to the bank; the lobby stays its funder's, who may start a company when lobbies are resolved. It is the one action of the turn.",
      "examples": [
        {
          "type": "fund_lobby",
          "entityType": "player",
          "entity": 1,
          "amount": 20
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "amount"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"fund_lobby\".",
          "const": "fund_lobby"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based).",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "lobby": {
          "description": "The amount of the lobby raised; absent: a new lobby.",
          "type": "integer",
          "minimum": 1
        },
        "amount": {
          "description": "The lobby's funding after the action.",
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000
        }
      }
    },
    "BuyNationalShareAction": {
      "title": "BuyNationalShareAction",
      "description": "1820 (title.json britishRail, §13.5 L1298 with §6.5.2.4 L464-476): in a stock round after British Rail has appeared, a player buys one British Rail share unit from the bank pool at its current price, paid to the bank, as the one purchase of the turn. Refused at 60% (title.json holdingLimitPercent) or more.",
      "examples": [
        {
          "type": "buy_national_share",
          "entityType": "player",
          "entity": 0
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"buy_national_share\".",
          "const": "buy_national_share"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based).",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        }
      }
    },
    "SellNationalSharesAction": {
      "title": "SellNationalSharesAction",
      "description": "1820 (title.json britishRail, §13.5 L1298 with §6.5.2.3 L450-462): in a stock round a player sells British Rail share units to the bank pool at its current price each, paid by the bank; some player must still hold a unit after the sale.",
      "examples": [
        {
          "type": "sell_national_shares",
          "entityType": "player",
          "entity": 0,
          "units": 1
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "units"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"sell_national_shares\".",
          "const": "sell_national_shares"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based).",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "units": {
          "description": "How many share units are sold.",
          "type": "integer",
          "minimum": 1
        }
      }
    },
    "IncreaseSharesAction": {
      "title": "IncreaseSharesAction",
      "description": "1820 (title.json shareCounts.increase, §6.5.2.2 L426-449): a director raises their company's share count, as the one action of a part A turn; the director buys the treasury shares needed for players to hold the minimum, then the free pool shares are placed.",
      "examples": [
        {
          "type": "increase_shares",
          "entityType": "player",
          "entity": 0,
          "corporation": "NR",
          "shares": 10
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "corporation",
        "shares"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"increase_shares\".",
          "const": "increase_shares"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the director's seat number (0-based).",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "corporation": {
          "description": "The company.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "shares": {
          "description": "The new share count.",
          "type": "integer",
          "minimum": 2
        },
        "price": {
          "description": "A private company going public (title.json privateCompanies; 1820 §6.5.2.2 step 1 L431-435): the par price chosen from those open now, where its marker is placed. Absent for a public company.",
          "type": "integer",
          "minimum": 1
        }
      }
    },
    "ReduceSharesAction": {
      "title": "ReduceSharesAction",
      "description": "1820 (title.json shareCounts.reduce, §8.2 L753-778): in the Issue & Takeover round's free-for-all a company lowers its share count; it buys back shares from the pool, then from players, until no more than the new count are in play, retires treasury shares, and repays loans above its shares in play.",
      "examples": [
        {
          "type": "reduce_shares",
          "entityType": "corporation",
          "entity": "NR",
          "corporation": "NR",
          "shares": 5
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "corporation",
        "shares"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"reduce_shares\".",
          "const": "reduce_shares"
        },
        "entityType": {
          "description": "The kind of entity acting (the corporation).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the corporation's id (its director submits the action).",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "corporation": {
          "description": "The company, the same as entity.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "shares": {
          "description": "The new share count.",
          "type": "integer",
          "minimum": 1
        },
        "mergeInto": {
          "description": "With shares 1 only: a private company the same director already directs, into which the new private company merges by the takeover procedure, for no payment (1820 §8.2 L768-770, §8.4.3). Absent: no merger.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "loans": {
          "description": "Loans the company takes first to pay for it, one by one at the title's loan terms (title.json loans), as needed: the fewest that let it pay (1820 §17.1 L1650, \"as needed in any other round for any expense\"). Absent: none.",
          "type": "integer",
          "minimum": 1
        }
      }
    },
    "OfferTakeoverAction": {
      "title": "OfferTakeoverAction",
      "description": "1820 (rounds.issueTakeover.takeovers, §8.4 L789-882): the company on turn in the takeover step offers a company (itself or another) for takeover; an auction follows (bid with entityType corporation, entity the bidding company, corporation the offered company).",
      "examples": [
        {
          "type": "offer_takeover",
          "entityType": "corporation",
          "entity": "NR",
          "corporation": "LSR"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "corporation"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"offer_takeover\".",
          "const": "offer_takeover"
        },
        "entityType": {
          "description": "The kind of entity acting (the offering corporation).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The offering corporation's id.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "corporation": {
          "description": "The company offered.",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        }
      }
    },
    "RespondTakeoverAction": {
      "title": "RespondTakeoverAction",
      "description": "1820 (§8.4.2 L840-842): the offered company's director accepts or declines a winning bid below the forcing bid.",
      "examples": [
        {
          "type": "respond_takeover",
          "entityType": "player",
          "entity": 2,
          "accept": false
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "accept"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"respond_takeover\".",
          "const": "respond_takeover"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The director's seat number.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "accept": {
          "description": "True: the sale goes ahead; false: the takeover fails.",
          "type": "boolean"
        }
      }
    },
    "BidFutureTrainAction": {
      "title": "BidFutureTrainAction",
      "description": "A bid in the future-train auction that opens a stock round (trains.json futureTrains; 1820 §6.4.2): at least minBid, a multiple of step and above the standing bid.",
      "examples": [
        {
          "type": "bid_future_train",
          "entityType": "player",
          "entity": 0,
          "price": 20
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "price"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"bid_future_train\".",
          "const": "bid_future_train"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: a seat number (player) or a corporation id.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "price": {
          "description": "The bid.",
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000
        }
      }
    },
    "TakeFutureTrainAction": {
      "title": "TakeFutureTrainAction",
      "description": "The future-train auction winner takes one train of the lot at the winning bid (1820 §6.4.2); a pass after taking one puts the rest of the lot up again.",
      "examples": [
        {
          "type": "take_future_train",
          "entityType": "player",
          "entity": 0,
          "train": "2+"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "train"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"take_future_train\".",
          "const": "take_future_train"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: a seat number (player) or a corporation id.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "train": {
          "description": "The train type taken (trains.json id).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        }
      }
    },
    "AssignFutureTrainAction": {
      "title": "AssignFutureTrainAction",
      "description": "A corporation, in its operating turn, receives a future train held by its director (1820 §6.4.3 L356-366); it counts as buying that type from the supply.",
      "examples": [
        {
          "type": "assign_future_train",
          "entityType": "corporation",
          "entity": "LSR",
          "train": "2+"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "train"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"assign_future_train\".",
          "const": "assign_future_train"
        },
        "entityType": {
          "description": "The kind of entity acting.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: a seat number (player) or a corporation id.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "train": {
          "description": "The train type assigned (trains.json id).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        }
      }
    },
    "ProposeTradeAction": {
      "title": "ProposeTradeAction",
      "description": "A deal that needs another player's consent (title.json negotiation; 1820 §10.1 L940-949), proposed by the entity acting (a player in a stock turn, the operating company in its turn). The turn stays with the proposer; the counterpart answers out of turn with accept_proposal or decline_proposal. One proposal at a time; it lapses when the proposer's turn ends.",
      "examples": [
        {
          "type": "propose_trade",
          "entityType": "corporation",
          "entity": "LSR",
          "deal": "assignFutureTrain",
          "to": 1,
          "train": "2+"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "deal",
        "to"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"propose_trade\".",
          "const": "propose_trade"
        },
        "entityType": {
          "description": "The kind of entity acting (a player, or the operating corporation).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The proposer: a seat number, or the operating corporation's id.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "deal": {
          "description": "The kind of deal (title.json negotiation.deals): buyShare, sellShare, placeShare, assignFutureTrain, buyTrain or contributionSale.",
          "type": "string",
          "enum": [
            "buyShare",
            "sellShare",
            "placeShare",
            "assignFutureTrain",
            "buyTrain",
            "contributionSale"
          ]
        },
        "to": {
          "description": "The counterpart player's seat, who must agree (contributionSale: the player who would direct the company after the sale).",
          "type": "integer",
          "minimum": 0
        },
        "corporation": {
          "description": "The company whose share changes hands (buyShare, sellShare, placeShare), the company selling the train (buyTrain), or the company of which the director sells a share to the pool (contributionSale).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "investor": {
          "description": "An investor the proposer plays (1820: a cousin) that buys or sells instead of the proposer (buyShare, sellShare). Formerly `cousin` (FormerFieldNames).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "toInvestor": {
          "description": "An investor the counterpart plays (1820: a cousin) that sells or buys instead of the counterpart (buyShare, sellShare, placeShare), or that the seller names to direct the company among investors tied after the sale (contributionSale, as sell_shares successorInvestor). Formerly `toCousin` (FormerFieldNames).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "train": {
          "description": "The counterpart's future train type assigned to the operating company (assignFutureTrain), or the id of the train bought (buyTrain).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "price": {
          "description": "The price agreed (buyTrain): paid by the operating company to the selling company, at least 1.",
          "type": "integer",
          "minimum": 1
        }
      }
    },
    "WithdrawProposalAction": {
      "title": "WithdrawProposalAction",
      "description": "The proposer withdraws its open proposal (title.json negotiation); nothing changes, and the same terms cannot be proposed again in that turn.",
      "examples": [
        {
          "type": "withdraw_proposal",
          "entityType": "corporation",
          "entity": "LSR"
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"withdraw_proposal\".",
          "const": "withdraw_proposal"
        },
        "entityType": {
          "description": "The kind of entity that proposed.",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The proposer, as in its propose_trade.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        }
      }
    },
    "AcceptProposalAction": {
      "title": "AcceptProposalAction",
      "description": "The counterpart of the open proposal agrees (title.json negotiation), out of turn: the deal is carried out at once with every ordinary rule checked now, or refused.",
      "examples": [
        {
          "type": "accept_proposal",
          "entityType": "player",
          "entity": 1
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"accept_proposal\".",
          "const": "accept_proposal"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The counterpart's seat number.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        }
      }
    },
    "DeclineProposalAction": {
      "title": "DeclineProposalAction",
      "description": "The counterpart of the open proposal refuses it (title.json negotiation), out of turn; nothing changes, and the same terms cannot be proposed again in that turn.",
      "examples": [
        {
          "type": "decline_proposal",
          "entityType": "player",
          "entity": 1
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"decline_proposal\".",
          "const": "decline_proposal"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "The counterpart's seat number.",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        }
      }
    },
    "BidCousinAction": {
      "title": "BidCousinAction",
      "description": "The cousin auction (cousins.json auction; 1820 §6.3.2 L302-312): the player bids `price` on a cousin, at least the minimum, a multiple of the step and above the cousin's standing bid, which is returned to its bidder. The bid money is held by the bank until the auction ends (returned if outbid). At most maxLotsWithBids cousins carry bids: a bid on another must beat the smallest standing bid, which (with any tied with it) is returned.",
      "examples": [
        {
          "type": "bid_cousin",
          "entityType": "player",
          "entity": 1,
          "cousin": "GASLIGHT",
          "price": 30
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "cousin",
        "price"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"bid_cousin\".",
          "const": "bid_cousin"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based).",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "cousin": {
          "description": "The cousin bid on (cousins.json id).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "price": {
          "description": "The bid.",
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000
        }
      }
    },
    "BuyCousinAction": {
      "title": "BuyCousinAction",
      "description": "After the cousin auction (1820 §6.3.3 L320-326): the player whose offer it is buys an unbid cousin at the lowest winning bid (`price`, which must equal it). A pass ends the player's offer.",
      "examples": [
        {
          "type": "buy_cousin",
          "entityType": "player",
          "entity": 1,
          "cousin": "GASLIGHT",
          "price": 30
        }
      ],
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "entityType",
        "entity",
        "cousin",
        "price"
      ],
      "properties": {
        "type": {
          "description": "The action type, always \"buy_cousin\".",
          "const": "buy_cousin"
        },
        "entityType": {
          "description": "The kind of entity acting (a player).",
          "type": "string",
          "enum": [
            "player",
            "corporation",
            "company"
          ]
        },
        "entity": {
          "description": "Who acts: the seat number (0-based).",
          "anyOf": [
            {
              "type": "integer",
              "minimum": 0
            },
            {
              "type": "string",
              "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
            }
          ]
        },
        "cousin": {
          "description": "The cousin bought (cousins.json id).",
          "type": "string",
          "pattern": "^[A-Za-z0-9&+'\\-_.]+$"
        },
        "price": {
          "description": "The price: the lowest winning bid of the auction.",
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000
        }
      }
    }
  }
} as const;
