# The site's start-up choices (deploy/start.sh), checked against the build's tools (site-tools.json):
#   jq -n --slurpfile site site-tools.json --slurpfile defaults defaults.json \
#      --arg included "$TOOLS_INCLUDE" --arg excluded "$TOOLS_EXCLUDE" -f site-choices.jq
# gives { "errors": [every bad entry, in words] } or { "choices": {...}, "paths": [addresses to remove] }.

def names($text): $text | split(",") | map(gsub("^\\s+|\\s+$"; "")) | map(select(length > 0));

# The tools a name stands for: the tool of that slug, or every tool of that category.
def slugs_of($tools; $name):
  if $tools[$name] != null then [$name]
  else [$tools | to_entries[] | select(.value.category == $name) | .key]
  end;

def unknown_names($tools; $text; $variable):
  [names($text)[] | select(slugs_of($tools; .) | length == 0)
    | "\($variable): \"\(.)\" is neither a tool nor a category."];

def suits($shape; $value):
  ($value | type) as $type
  | if $shape.type == "boolean" then $type == "boolean"
    elif $shape.type == "integer" then
      $type == "number" and ($value | floor) == $value and $value >= $shape.min and $value <= $shape.max
    elif $shape.type == "choice" then $type == "string" and any($shape.choices[]; . == $value)
    elif $shape.type == "number" then $type == "number" or $type == "string"
    else $type == "string"
    end;

def expected($shape):
  if $shape.type == "boolean" then "true or false"
  elif $shape.type == "integer" then "a whole number from \($shape.min) to \($shape.max)"
  elif $shape.type == "choice" then "one of " + ($shape.choices | map(tojson) | join(", "))
  elif $shape.type == "number" then "a number"
  else "text"
  end;

def option_errors($tools; $slug; $options):
  if ($options | type) != "object" then ["defaults.json: tools.\($slug) must be an object of options."]
  else
    [$options | to_entries[] | . as $option | $tools[$slug].options[$option.key] as $declared
      | if $declared == null then
          "defaults.json: tools.\($slug).\($option.key) is not an option of \($slug)"
          + (if ($tools[$slug].options | length) > 0
             then " (its options: \($tools[$slug].options | keys | join(", ")))." else " (it has none)." end)
        elif suits($declared.shape; $option.value) then empty
        else "defaults.json: tools.\($slug).\($option.key) must be \(expected($declared.shape)), not \($option.value | tojson)."
        end]
  end;

def defaults_errors($site; $defaults):
  if ($defaults | type) != "object" then ["defaults.json must be a JSON object, such as {\"language\": \"fr\", \"tools\": {}}."]
  else
    [$defaults | keys[] | select(. != "language" and . != "tools")
      | "defaults.json: \"\(.)\" is not a setting (the settings are language and tools)."]
    + (if $defaults.language == null or any($site.locales[]; . == $defaults.language) then []
       else ["defaults.json: language must be one of \($site.locales | join(", ")), not \($defaults.language | tojson)."]
       end)
    + (if $defaults.tools == null then []
       elif ($defaults.tools | type) != "object" then ["defaults.json: tools must be an object, by tool, of option defaults."]
       else [$defaults.tools | to_entries[] | . as $tool
         | if $site.tools[$tool.key] == null then "defaults.json: tools.\($tool.key) is not a tool."
           else option_errors($site.tools; $tool.key; $tool.value)[]
           end]
       end)
  end;

$site[0] as $site
| $site.tools as $tools
| ($defaults[0] // {}) as $chosen
| (unknown_names($tools; $included; "TOOLS_INCLUDE")
   + unknown_names($tools; $excluded; "TOOLS_EXCLUDE")
   + defaults_errors($site; $chosen)) as $errors
| if ($errors | length) > 0 then {errors: $errors}
  else
    ($tools | keys) as $all
    | (if (names($included) | length) > 0 then [names($included)[] | slugs_of($tools; .)[]] else $all end) as $kept
    | [names($excluded)[] | slugs_of($tools; .)[]] as $excludedd
    | [$all[] | . as $slug | select((any($kept[]; . == $slug) | not) or any($excludedd[]; . == $slug))] as $unavailable
    | {
        choices: ({unavailable: $unavailable} + ($chosen | {language, tools} | with_entries(select(.value != null)))),
        paths: [$unavailable[] as $slug | "/\($slug)", $tools[$slug].redirectFrom[]]
      }
  end
