# bash completion for kibitz-convert (installed as share/bash-completion/completions/kibitz-convert).
# The format ids come from the program itself (--list-formats), so they follow the format registry.

_kibitz_convert_formats()
{
    # Lines of the list that start with an id; the header and the "holds:" lines do not.
    LC_ALL=C LANGUAGE= "${1:-kibitz-convert}" --list-formats 2>/dev/null \
        | sed -n 's/^\([a-z][a-z0-9-]*\)  *\(yes\|no\) .*/\1/p'
}

_kibitz_convert()
{
    local cur prev
    COMPREPLY=()
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_CWORD:+${COMP_WORDS[COMP_CWORD-1]}}

    case $prev in
        --from|--to)
            COMPREPLY=($(compgen -W "$(_kibitz_convert_formats "${COMP_WORDS[0]}")" -- "$cur"))
            return
            ;;
        --boards|--shard|--checkpoint|--dds-threads)
            return
            ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "--from --to --boards --shard --force --solve --verify --checkpoint --dds-threads --info --validate
            --checksum --stats --stats-json --list-formats --help --version" -- "$cur"))
        return
    fi
    local IFS=$'\n'
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -f -- "$cur"))
}

complete -F _kibitz_convert kibitz-convert
