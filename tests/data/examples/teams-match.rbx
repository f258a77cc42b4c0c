%{RBX the example board in both rooms of a teams match}D{20050815}T{Example board}L{Fort Lauderdale}E{Example teams match}F{I}S{Segment 1}K{Home:Away}N{Nor+Sue:Wes+Eve:O}B{1}H{N:J873.J42.Q65.KT2:AT652.A976.AJ82.:Q4.85.KT9.A87643:}A{NZ:P1SP1N^1:P2H!P4H:A}1{forcing}C{4H:E}P{CA52H6}R{10}
N{Nat+Sam:Wil+Eli:C}A{NZ:P1SP2S?:A}C{2S:E}R{9}
