module {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.tid.x() -> i32
  llvm.func @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, !llvm.ptr<5>) -> i32
  llvm.func @llvm.musa.syncthreads.lm()
  func.func @layernorm_fwd_kernel(%a0: !llvm.ptr<1>, %a1: !llvm.ptr<1>, %a2: !llvm.ptr<1>, %a3: !llvm.ptr<1>, %a4: !llvm.ptr<1>, %a5: !llvm.ptr<1>, %a6: i32, %a7: i32, %a8: f32) {
    %tid = llvm.call @llvm.musa.read.ptx.sreg.tid.x() : () -> i32
    %tidx = arith.index_cast %tid : i32 to index
    %pid0 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.x() : () -> i32
    %nprog0 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.x() : () -> i32
    %pid1 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.y() : () -> i32
    %nprog1 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.y() : () -> i32
    %pid2 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.z() : () -> i32
    %nprog2 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.z() : () -> i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %c1 = arith.constant 1 : index
    %sbuf51_off = arith.constant 0 : i32
    %sbuf51 = llvm.getelementptr %smem[%sbuf51_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %c128 = arith.constant 128 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %sbuf210_off = arith.constant 32 : i32
    %sbuf210 = llvm.getelementptr %smem[%sbuf210_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %v1 = arith.muli %pid0, %a6 : i32
    %v2 = llvm.getelementptr %a0[%v1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %v3 = arith.muli %pid0, %a6 : i32
    %v4 = llvm.getelementptr %a1[%v3] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %v5 = arith.constant 0x00000000 : f32
    %v6 = arith.constant 0 : i32
    %v7 = arith.constant 1024 : i32
    %v8 = arith.extsi %v6 : i32 to i64
    %v9 = arith.extsi %a7 : i32 to i64
    %v10 = arith.subi %v9, %v8 : i64
    %v11 = arith.constant 1024 : i64
    %v12 = arith.constant 0 : i64
    %v13 = arith.constant 1 : i64
    %v14 = arith.cmpi eq, %v11, %v12 : i64
    %v15 = arith.constant -1 : i64
    %v16 = arith.constant -9223372036854775808 : i64
    %v17 = arith.cmpi eq, %v11, %v15 : i64
    %v18 = arith.cmpi eq, %v10, %v16 : i64
    %v19 = arith.andi %v17, %v18 : i1
    %v20 = arith.ori %v14, %v19 : i1
    %v21 = arith.select %v20, %v13, %v11 : i64
    %v22 = arith.divsi %v10, %v21 : i64
    %v23 = arith.muli %v22, %v11 : i64
    %v24 = arith.addi %v8, %v23 : i64
    %v25 = arith.trunci %v24 : i64 to i32
    %v26 = arith.muli %tidx, %c1 : index
    %v29 = scf.for %v28 = %v6 to %v25 step %v7 iter_args(%v27 = %v5) -> (f32) : i32 {
      %v30 = arith.muli %tidx, %c1 : index
      %v31 = arith.index_cast %v30 : index to i32
      %v32 = arith.addi %v28, %v31 : i32
      %v33 = llvm.getelementptr %v2[%v32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v34 = llvm.load %v33 : !llvm.ptr<1> -> f16
      %v35 = arith.extf %v34 : f16 to f32
      %v36 = arith.addf %v27, %v35 fastmath<contract> : f32
      scf.yield %v36 : f32
    }
    %v37 = arith.muli %tidx, %c1 : index
    %v40 = scf.for %v39 = %v25 to %a7 step %v7 iter_args(%v38 = %v29) -> (f32) : i32 {
      %v41 = arith.constant 0x0000 : f16
      %v42 = arith.muli %tidx, %c1 : index
      %v43 = arith.index_cast %v42 : index to i32
      %v44 = arith.addi %v39, %v43 : i32
      %v45 = llvm.getelementptr %v2[%v44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v46 = arith.cmpi slt, %v44, %a7 : i32
      %v47 = scf.if %v46 -> (f16) {
        %v48 = llvm.load %v45 : !llvm.ptr<1> -> f16
        scf.yield %v48 : f16
      } else {
        scf.yield %v41 : f16
      }
      %v49 = arith.extf %v47 : f16 to f32
      %v50 = arith.addf %v38, %v49 fastmath<contract> : f32
      scf.yield %v50 : f32
    }
    %v52 = arith.remui %tidx, %c1024 : index
    %v53 = arith.divui %tidx, %c1024 : index
    %v54 = arith.cmpi ult, %v53, %c1 : index
    %v55 = arith.select %v54, %v53, %c0 : index
    %v56 = arith.constant 0.0 : f32
    %v57 = arith.muli %tidx, %c1 : index
    %v58 = arith.addf %v56, %v40 fastmath<reassoc> : f32
    %v59 = arith.bitcast %v58 : f32 to i32
    %v60 = arith.constant 64 : i32
    %v61 = arith.constant 127 : i32
    %v62 = llvm.mlir.zero : !llvm.ptr<5>
    %v63 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v59, %v60, %v61, %v62) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v64 = arith.bitcast %v63 : i32 to f32
    %v65 = arith.addf %v58, %v64 fastmath<reassoc> : f32
    %v66 = arith.bitcast %v65 : f32 to i32
    %v67 = arith.constant 32 : i32
    %v68 = arith.constant 127 : i32
    %v69 = llvm.mlir.zero : !llvm.ptr<5>
    %v70 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v66, %v67, %v68, %v69) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v71 = arith.bitcast %v70 : i32 to f32
    %v72 = arith.addf %v65, %v71 fastmath<reassoc> : f32
    %v73 = arith.bitcast %v72 : f32 to i32
    %v74 = arith.constant 16 : i32
    %v75 = arith.constant 127 : i32
    %v76 = llvm.mlir.zero : !llvm.ptr<5>
    %v77 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v73, %v74, %v75, %v76) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v78 = arith.bitcast %v77 : i32 to f32
    %v79 = arith.addf %v72, %v78 fastmath<reassoc> : f32
    %v80 = arith.bitcast %v79 : f32 to i32
    %v81 = arith.constant 8 : i32
    %v82 = arith.constant 127 : i32
    %v83 = llvm.mlir.zero : !llvm.ptr<5>
    %v84 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v80, %v81, %v82, %v83) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v85 = arith.bitcast %v84 : i32 to f32
    %v86 = arith.addf %v79, %v85 fastmath<reassoc> : f32
    %v87 = arith.bitcast %v86 : f32 to i32
    %v88 = arith.constant 4 : i32
    %v89 = arith.constant 127 : i32
    %v90 = llvm.mlir.zero : !llvm.ptr<5>
    %v91 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v87, %v88, %v89, %v90) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v92 = arith.bitcast %v91 : i32 to f32
    %v93 = arith.addf %v86, %v92 fastmath<reassoc> : f32
    %v94 = arith.bitcast %v93 : f32 to i32
    %v95 = arith.constant 2 : i32
    %v96 = arith.constant 127 : i32
    %v97 = llvm.mlir.zero : !llvm.ptr<5>
    %v98 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v94, %v95, %v96, %v97) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v99 = arith.bitcast %v98 : i32 to f32
    %v100 = arith.addf %v93, %v99 fastmath<reassoc> : f32
    %v101 = arith.bitcast %v100 : f32 to i32
    %v102 = arith.constant 1 : i32
    %v103 = arith.constant 127 : i32
    %v104 = llvm.mlir.zero : !llvm.ptr<5>
    %v105 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v101, %v102, %v103, %v104) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v106 = arith.bitcast %v105 : i32 to f32
    %v107 = arith.addf %v100, %v106 fastmath<reassoc> : f32
    %v108 = arith.divui %v52, %c128 : index
    %v109 = arith.remui %tidx, %c128 : index
    %v110 = arith.cmpi eq, %v109, %c0 : index
    %v111 = arith.muli %v53, %c8 : index
    %v112 = arith.addi %v111, %v108 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v110 {
      %v113 = arith.index_cast %v112 : index to i32
      %v114 = llvm.getelementptr %sbuf51[%v113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v107, %v114 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v115 = arith.index_cast %v111 : index to i32
    %v116 = llvm.getelementptr %sbuf51[%v115] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v117 = llvm.load %v116 : !llvm.ptr<3> -> f32
    %v118 = arith.addi %v111, %c1 : index
    %v119 = arith.index_cast %v118 : index to i32
    %v120 = llvm.getelementptr %sbuf51[%v119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v121 = llvm.load %v120 : !llvm.ptr<3> -> f32
    %v122 = arith.addf %v117, %v121 fastmath<reassoc> : f32
    %v123 = arith.addi %v111, %c2 : index
    %v124 = arith.index_cast %v123 : index to i32
    %v125 = llvm.getelementptr %sbuf51[%v124] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v126 = llvm.load %v125 : !llvm.ptr<3> -> f32
    %v127 = arith.addf %v122, %v126 fastmath<reassoc> : f32
    %v128 = arith.addi %v111, %c3 : index
    %v129 = arith.index_cast %v128 : index to i32
    %v130 = llvm.getelementptr %sbuf51[%v129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v131 = llvm.load %v130 : !llvm.ptr<3> -> f32
    %v132 = arith.addf %v127, %v131 fastmath<reassoc> : f32
    %v133 = arith.addi %v111, %c4 : index
    %v134 = arith.index_cast %v133 : index to i32
    %v135 = llvm.getelementptr %sbuf51[%v134] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v136 = llvm.load %v135 : !llvm.ptr<3> -> f32
    %v137 = arith.addf %v132, %v136 fastmath<reassoc> : f32
    %v138 = arith.addi %v111, %c5 : index
    %v139 = arith.index_cast %v138 : index to i32
    %v140 = llvm.getelementptr %sbuf51[%v139] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v141 = llvm.load %v140 : !llvm.ptr<3> -> f32
    %v142 = arith.addf %v137, %v141 fastmath<reassoc> : f32
    %v143 = arith.addi %v111, %c6 : index
    %v144 = arith.index_cast %v143 : index to i32
    %v145 = llvm.getelementptr %sbuf51[%v144] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v146 = llvm.load %v145 : !llvm.ptr<3> -> f32
    %v147 = arith.addf %v142, %v146 fastmath<reassoc> : f32
    %v148 = arith.addi %v111, %c7 : index
    %v149 = arith.index_cast %v148 : index to i32
    %v150 = llvm.getelementptr %sbuf51[%v149] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v151 = llvm.load %v150 : !llvm.ptr<3> -> f32
    %v152 = arith.addf %v147, %v151 fastmath<reassoc> : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v153 = arith.sitofp %a7 : i32 to f32
    %v154 = arith.divf %v152, %v153 : f32
    %v155 = arith.constant 0x00000000 : f32
    %v156 = arith.constant 0 : i32
    %v157 = arith.constant 1024 : i32
    %v158 = arith.extsi %v156 : i32 to i64
    %v159 = arith.extsi %a7 : i32 to i64
    %v160 = arith.subi %v159, %v158 : i64
    %v161 = arith.constant 1024 : i64
    %v162 = arith.constant 0 : i64
    %v163 = arith.constant 1 : i64
    %v164 = arith.cmpi eq, %v161, %v162 : i64
    %v165 = arith.constant -1 : i64
    %v166 = arith.constant -9223372036854775808 : i64
    %v167 = arith.cmpi eq, %v161, %v165 : i64
    %v168 = arith.cmpi eq, %v160, %v166 : i64
    %v169 = arith.andi %v167, %v168 : i1
    %v170 = arith.ori %v164, %v169 : i1
    %v171 = arith.select %v170, %v163, %v161 : i64
    %v172 = arith.divsi %v160, %v171 : i64
    %v173 = arith.muli %v172, %v161 : i64
    %v174 = arith.addi %v158, %v173 : i64
    %v175 = arith.trunci %v174 : i64 to i32
    %v176 = arith.muli %tidx, %c1 : index
    %v179 = scf.for %v178 = %v156 to %v175 step %v157 iter_args(%v177 = %v155) -> (f32) : i32 {
      %v180 = arith.muli %tidx, %c1 : index
      %v181 = arith.index_cast %v180 : index to i32
      %v182 = arith.addi %v178, %v181 : i32
      %v183 = llvm.getelementptr %v2[%v182] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v184 = llvm.load %v183 : !llvm.ptr<1> -> f16
      %v185 = arith.extf %v184 : f16 to f32
      %v186 = arith.subf %v185, %v154 fastmath<contract> : f32
      %v187 = arith.muli %tidx, %c1 : index
      %v188 = arith.mulf %v186, %v186 fastmath<contract> : f32
      %v189 = arith.addf %v177, %v188 fastmath<contract> : f32
      scf.yield %v189 : f32
    }
    %v190 = arith.muli %tidx, %c1 : index
    %v193 = scf.for %v192 = %v175 to %a7 step %v157 iter_args(%v191 = %v179) -> (f32) : i32 {
      %v194 = arith.constant 0x0000 : f16
      %v195 = arith.constant 0x00000000 : f32
      %v196 = arith.muli %tidx, %c1 : index
      %v197 = arith.index_cast %v196 : index to i32
      %v198 = arith.addi %v192, %v197 : i32
      %v199 = arith.cmpi slt, %v198, %a7 : i32
      %v200 = llvm.getelementptr %v2[%v198] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v201 = arith.cmpi slt, %v198, %a7 : i32
      %v202 = scf.if %v201 -> (f16) {
        %v203 = llvm.load %v200 : !llvm.ptr<1> -> f16
        scf.yield %v203 : f16
      } else {
        scf.yield %v194 : f16
      }
      %v204 = arith.extf %v202 : f16 to f32
      %v205 = arith.subf %v204, %v154 fastmath<contract> : f32
      %v206 = arith.select %v199, %v205, %v195 : f32
      %v207 = arith.muli %tidx, %c1 : index
      %v208 = arith.mulf %v206, %v206 fastmath<contract> : f32
      %v209 = arith.addf %v191, %v208 fastmath<contract> : f32
      scf.yield %v209 : f32
    }
    %v211 = arith.remui %tidx, %c1024 : index
    %v212 = arith.divui %tidx, %c1024 : index
    %v213 = arith.cmpi ult, %v212, %c1 : index
    %v214 = arith.select %v213, %v212, %c0 : index
    %v215 = arith.constant 0.0 : f32
    %v216 = arith.muli %tidx, %c1 : index
    %v217 = arith.addf %v215, %v193 fastmath<reassoc> : f32
    %v218 = arith.bitcast %v217 : f32 to i32
    %v219 = arith.constant 64 : i32
    %v220 = arith.constant 127 : i32
    %v221 = llvm.mlir.zero : !llvm.ptr<5>
    %v222 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v218, %v219, %v220, %v221) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v223 = arith.bitcast %v222 : i32 to f32
    %v224 = arith.addf %v217, %v223 fastmath<reassoc> : f32
    %v225 = arith.bitcast %v224 : f32 to i32
    %v226 = arith.constant 32 : i32
    %v227 = arith.constant 127 : i32
    %v228 = llvm.mlir.zero : !llvm.ptr<5>
    %v229 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v225, %v226, %v227, %v228) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v230 = arith.bitcast %v229 : i32 to f32
    %v231 = arith.addf %v224, %v230 fastmath<reassoc> : f32
    %v232 = arith.bitcast %v231 : f32 to i32
    %v233 = arith.constant 16 : i32
    %v234 = arith.constant 127 : i32
    %v235 = llvm.mlir.zero : !llvm.ptr<5>
    %v236 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v232, %v233, %v234, %v235) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v237 = arith.bitcast %v236 : i32 to f32
    %v238 = arith.addf %v231, %v237 fastmath<reassoc> : f32
    %v239 = arith.bitcast %v238 : f32 to i32
    %v240 = arith.constant 8 : i32
    %v241 = arith.constant 127 : i32
    %v242 = llvm.mlir.zero : !llvm.ptr<5>
    %v243 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v239, %v240, %v241, %v242) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v244 = arith.bitcast %v243 : i32 to f32
    %v245 = arith.addf %v238, %v244 fastmath<reassoc> : f32
    %v246 = arith.bitcast %v245 : f32 to i32
    %v247 = arith.constant 4 : i32
    %v248 = arith.constant 127 : i32
    %v249 = llvm.mlir.zero : !llvm.ptr<5>
    %v250 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v246, %v247, %v248, %v249) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v251 = arith.bitcast %v250 : i32 to f32
    %v252 = arith.addf %v245, %v251 fastmath<reassoc> : f32
    %v253 = arith.bitcast %v252 : f32 to i32
    %v254 = arith.constant 2 : i32
    %v255 = arith.constant 127 : i32
    %v256 = llvm.mlir.zero : !llvm.ptr<5>
    %v257 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v253, %v254, %v255, %v256) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v258 = arith.bitcast %v257 : i32 to f32
    %v259 = arith.addf %v252, %v258 fastmath<reassoc> : f32
    %v260 = arith.bitcast %v259 : f32 to i32
    %v261 = arith.constant 1 : i32
    %v262 = arith.constant 127 : i32
    %v263 = llvm.mlir.zero : !llvm.ptr<5>
    %v264 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v260, %v261, %v262, %v263) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v265 = arith.bitcast %v264 : i32 to f32
    %v266 = arith.addf %v259, %v265 fastmath<reassoc> : f32
    %v267 = arith.divui %v211, %c128 : index
    %v268 = arith.remui %tidx, %c128 : index
    %v269 = arith.cmpi eq, %v268, %c0 : index
    %v270 = arith.muli %v212, %c8 : index
    %v271 = arith.addi %v270, %v267 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v269 {
      %v272 = arith.index_cast %v271 : index to i32
      %v273 = llvm.getelementptr %sbuf210[%v272] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v266, %v273 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v274 = arith.index_cast %v270 : index to i32
    %v275 = llvm.getelementptr %sbuf210[%v274] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v276 = llvm.load %v275 : !llvm.ptr<3> -> f32
    %v277 = arith.addi %v270, %c1 : index
    %v278 = arith.index_cast %v277 : index to i32
    %v279 = llvm.getelementptr %sbuf210[%v278] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v280 = llvm.load %v279 : !llvm.ptr<3> -> f32
    %v281 = arith.addf %v276, %v280 fastmath<reassoc> : f32
    %v282 = arith.addi %v270, %c2 : index
    %v283 = arith.index_cast %v282 : index to i32
    %v284 = llvm.getelementptr %sbuf210[%v283] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v285 = llvm.load %v284 : !llvm.ptr<3> -> f32
    %v286 = arith.addf %v281, %v285 fastmath<reassoc> : f32
    %v287 = arith.addi %v270, %c3 : index
    %v288 = arith.index_cast %v287 : index to i32
    %v289 = llvm.getelementptr %sbuf210[%v288] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v290 = llvm.load %v289 : !llvm.ptr<3> -> f32
    %v291 = arith.addf %v286, %v290 fastmath<reassoc> : f32
    %v292 = arith.addi %v270, %c4 : index
    %v293 = arith.index_cast %v292 : index to i32
    %v294 = llvm.getelementptr %sbuf210[%v293] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v295 = llvm.load %v294 : !llvm.ptr<3> -> f32
    %v296 = arith.addf %v291, %v295 fastmath<reassoc> : f32
    %v297 = arith.addi %v270, %c5 : index
    %v298 = arith.index_cast %v297 : index to i32
    %v299 = llvm.getelementptr %sbuf210[%v298] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v300 = llvm.load %v299 : !llvm.ptr<3> -> f32
    %v301 = arith.addf %v296, %v300 fastmath<reassoc> : f32
    %v302 = arith.addi %v270, %c6 : index
    %v303 = arith.index_cast %v302 : index to i32
    %v304 = llvm.getelementptr %sbuf210[%v303] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v305 = llvm.load %v304 : !llvm.ptr<3> -> f32
    %v306 = arith.addf %v301, %v305 fastmath<reassoc> : f32
    %v307 = arith.addi %v270, %c7 : index
    %v308 = arith.index_cast %v307 : index to i32
    %v309 = llvm.getelementptr %sbuf210[%v308] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v310 = llvm.load %v309 : !llvm.ptr<3> -> f32
    %v311 = arith.addf %v306, %v310 fastmath<reassoc> : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v312 = arith.sitofp %a7 : i32 to f32
    %v313 = arith.divf %v311, %v312 : f32
    %v314 = arith.addf %v313, %a8 fastmath<contract> : f32
    %v315 = math.sqrt %v314 : f32
    %v316 = arith.constant 0x3F800000 : f32
    %v317 = arith.divf %v316, %v315 : f32
    %v318 = llvm.getelementptr %a4[%pid0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v319 = arith.muli %tidx, %c1 : index
    %v320 = arith.cmpi ult, %v319, %c1 : index
    scf.if %v320 {
      llvm.store %v154, %v318 : f32, !llvm.ptr<1>
    }
    %v321 = llvm.getelementptr %a5[%pid0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v322 = arith.muli %tidx, %c1 : index
    %v323 = arith.cmpi ult, %v322, %c1 : index
    scf.if %v323 {
      llvm.store %v317, %v321 : f32, !llvm.ptr<1>
    }
    %v324 = arith.constant 0 : i32
    %v325 = arith.constant 1024 : i32
    %v326 = arith.extsi %v324 : i32 to i64
    %v327 = arith.extsi %a7 : i32 to i64
    %v328 = arith.subi %v327, %v326 : i64
    %v329 = arith.constant 1024 : i64
    %v330 = arith.constant 0 : i64
    %v331 = arith.constant 1 : i64
    %v332 = arith.cmpi eq, %v329, %v330 : i64
    %v333 = arith.constant -1 : i64
    %v334 = arith.constant -9223372036854775808 : i64
    %v335 = arith.cmpi eq, %v329, %v333 : i64
    %v336 = arith.cmpi eq, %v328, %v334 : i64
    %v337 = arith.andi %v335, %v336 : i1
    %v338 = arith.ori %v332, %v337 : i1
    %v339 = arith.select %v338, %v331, %v329 : i64
    %v340 = arith.divsi %v328, %v339 : i64
    %v341 = arith.muli %v340, %v329 : i64
    %v342 = arith.addi %v326, %v341 : i64
    %v343 = arith.trunci %v342 : i64 to i32
    scf.for %v344 = %v324 to %v343 step %v325 : i32 {
      %v346 = arith.muli %tidx, %c1 : index
      %v347 = arith.index_cast %v346 : index to i32
      %v348 = arith.addi %v344, %v347 : i32
      %v349 = llvm.getelementptr %v4[%v348] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v350 = llvm.getelementptr %v2[%v348] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v351 = llvm.load %v350 : !llvm.ptr<1> -> f16
      %v352 = arith.extf %v351 : f16 to f32
      %v353 = arith.subf %v352, %v154 fastmath<contract> : f32
      %v354 = arith.mulf %v353, %v317 fastmath<contract> : f32
      %v355 = llvm.getelementptr %a2[%v348] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v356 = llvm.load %v355 : !llvm.ptr<1> -> f16
      %v357 = arith.extf %v356 : f16 to f32
      %v358 = arith.mulf %v354, %v357 fastmath<contract> : f32
      %v359 = llvm.getelementptr %a3[%v348] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v360 = llvm.load %v359 : !llvm.ptr<1> -> f16
      %v361 = arith.extf %v360 : f16 to f32
      %v362 = arith.addf %v358, %v361 fastmath<contract> : f32
      %v363 = arith.truncf %v362 : f32 to f16
      llvm.store %v363, %v349 : f16, !llvm.ptr<1>
    }
    scf.for %v364 = %v343 to %a7 step %v325 : i32 {
      %v366 = arith.constant 0x0000 : f16
      %v367 = arith.constant 0x0000 : f16
      %v368 = arith.constant 0x0000 : f16
      %v369 = arith.muli %tidx, %c1 : index
      %v370 = arith.index_cast %v369 : index to i32
      %v371 = arith.addi %v364, %v370 : i32
      %v372 = llvm.getelementptr %v4[%v371] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v373 = llvm.getelementptr %v2[%v371] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v374 = arith.cmpi slt, %v371, %a7 : i32
      %v375 = scf.if %v374 -> (f16) {
        %v376 = llvm.load %v373 : !llvm.ptr<1> -> f16
        scf.yield %v376 : f16
      } else {
        scf.yield %v368 : f16
      }
      %v377 = arith.extf %v375 : f16 to f32
      %v378 = arith.subf %v377, %v154 fastmath<contract> : f32
      %v379 = arith.mulf %v378, %v317 fastmath<contract> : f32
      %v380 = llvm.getelementptr %a2[%v371] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v381 = scf.if %v374 -> (f16) {
        %v382 = llvm.load %v380 : !llvm.ptr<1> -> f16
        scf.yield %v382 : f16
      } else {
        scf.yield %v366 : f16
      }
      %v383 = arith.extf %v381 : f16 to f32
      %v384 = arith.mulf %v379, %v383 fastmath<contract> : f32
      %v385 = llvm.getelementptr %a3[%v371] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v386 = scf.if %v374 -> (f16) {
        %v387 = llvm.load %v385 : !llvm.ptr<1> -> f16
        scf.yield %v387 : f16
      } else {
        scf.yield %v367 : f16
      }
      %v388 = arith.extf %v386 : f16 to f32
      %v389 = arith.addf %v384, %v388 fastmath<contract> : f32
      %v390 = arith.truncf %v389 : f32 to f16
      scf.if %v374 {
        llvm.store %v390, %v372 : f16, !llvm.ptr<1>
      }
    }
    func.return
  }
}
