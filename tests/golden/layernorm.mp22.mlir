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
    %sbuf22_off = arith.constant 0 : i32
    %sbuf22 = llvm.getelementptr %smem[%sbuf22_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
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
    %sbuf149_off = arith.constant 32 : i32
    %sbuf149 = llvm.getelementptr %smem[%sbuf149_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %v1 = arith.muli %pid0, %a6 : i32
    %v2 = llvm.getelementptr %a0[%v1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %v3 = arith.muli %pid0, %a6 : i32
    %v4 = llvm.getelementptr %a1[%v3] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %v5 = arith.constant 0x00000000 : f32
    %v6 = arith.constant 0 : i32
    %v7 = arith.constant 1024 : i32
    %v8 = arith.muli %tidx, %c1 : index
    %v11 = scf.for %v10 = %v6 to %a7 step %v7 iter_args(%v9 = %v5) -> (f32) : i32 {
      %v12 = arith.constant 0x0000 : f16
      %v13 = arith.muli %tidx, %c1 : index
      %v14 = arith.index_cast %v13 : index to i32
      %v15 = arith.addi %v10, %v14 : i32
      %v16 = llvm.getelementptr %v2[%v15] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v17 = arith.cmpi slt, %v15, %a7 : i32
      %v18 = scf.if %v17 -> (f16) {
        %v19 = llvm.load %v16 : !llvm.ptr<1> -> f16
        scf.yield %v19 : f16
      } else {
        scf.yield %v12 : f16
      }
      %v20 = arith.extf %v18 : f16 to f32
      %v21 = arith.addf %v9, %v20 fastmath<contract> : f32
      scf.yield %v21 : f32
    }
    %v23 = arith.remui %tidx, %c1024 : index
    %v24 = arith.divui %tidx, %c1024 : index
    %v25 = arith.cmpi ult, %v24, %c1 : index
    %v26 = arith.select %v25, %v24, %c0 : index
    %v27 = arith.constant 0.0 : f32
    %v28 = arith.muli %tidx, %c1 : index
    %v29 = arith.addf %v27, %v11 fastmath<reassoc> : f32
    %v30 = arith.bitcast %v29 : f32 to i32
    %v31 = arith.constant 64 : i32
    %v32 = arith.constant 127 : i32
    %v33 = llvm.mlir.zero : !llvm.ptr<5>
    %v34 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v30, %v31, %v32, %v33) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v35 = arith.bitcast %v34 : i32 to f32
    %v36 = arith.addf %v29, %v35 fastmath<reassoc> : f32
    %v37 = arith.bitcast %v36 : f32 to i32
    %v38 = arith.constant 32 : i32
    %v39 = arith.constant 127 : i32
    %v40 = llvm.mlir.zero : !llvm.ptr<5>
    %v41 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v37, %v38, %v39, %v40) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v42 = arith.bitcast %v41 : i32 to f32
    %v43 = arith.addf %v36, %v42 fastmath<reassoc> : f32
    %v44 = arith.bitcast %v43 : f32 to i32
    %v45 = arith.constant 16 : i32
    %v46 = arith.constant 127 : i32
    %v47 = llvm.mlir.zero : !llvm.ptr<5>
    %v48 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v44, %v45, %v46, %v47) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v49 = arith.bitcast %v48 : i32 to f32
    %v50 = arith.addf %v43, %v49 fastmath<reassoc> : f32
    %v51 = arith.bitcast %v50 : f32 to i32
    %v52 = arith.constant 8 : i32
    %v53 = arith.constant 127 : i32
    %v54 = llvm.mlir.zero : !llvm.ptr<5>
    %v55 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v51, %v52, %v53, %v54) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v56 = arith.bitcast %v55 : i32 to f32
    %v57 = arith.addf %v50, %v56 fastmath<reassoc> : f32
    %v58 = arith.bitcast %v57 : f32 to i32
    %v59 = arith.constant 4 : i32
    %v60 = arith.constant 127 : i32
    %v61 = llvm.mlir.zero : !llvm.ptr<5>
    %v62 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v58, %v59, %v60, %v61) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v63 = arith.bitcast %v62 : i32 to f32
    %v64 = arith.addf %v57, %v63 fastmath<reassoc> : f32
    %v65 = arith.bitcast %v64 : f32 to i32
    %v66 = arith.constant 2 : i32
    %v67 = arith.constant 127 : i32
    %v68 = llvm.mlir.zero : !llvm.ptr<5>
    %v69 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v65, %v66, %v67, %v68) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v70 = arith.bitcast %v69 : i32 to f32
    %v71 = arith.addf %v64, %v70 fastmath<reassoc> : f32
    %v72 = arith.bitcast %v71 : f32 to i32
    %v73 = arith.constant 1 : i32
    %v74 = arith.constant 127 : i32
    %v75 = llvm.mlir.zero : !llvm.ptr<5>
    %v76 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v72, %v73, %v74, %v75) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v77 = arith.bitcast %v76 : i32 to f32
    %v78 = arith.addf %v71, %v77 fastmath<reassoc> : f32
    %v79 = arith.divui %v23, %c128 : index
    %v80 = arith.remui %tidx, %c128 : index
    %v81 = arith.cmpi eq, %v80, %c0 : index
    %v82 = arith.muli %v24, %c8 : index
    %v83 = arith.addi %v82, %v79 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v81 {
      %v84 = arith.index_cast %v83 : index to i32
      %v85 = llvm.getelementptr %sbuf22[%v84] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v78, %v85 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v86 = arith.index_cast %v82 : index to i32
    %v87 = llvm.getelementptr %sbuf22[%v86] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v88 = llvm.load %v87 : !llvm.ptr<3> -> f32
    %v89 = arith.addi %v82, %c1 : index
    %v90 = arith.index_cast %v89 : index to i32
    %v91 = llvm.getelementptr %sbuf22[%v90] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v92 = llvm.load %v91 : !llvm.ptr<3> -> f32
    %v93 = arith.addf %v88, %v92 fastmath<reassoc> : f32
    %v94 = arith.addi %v82, %c2 : index
    %v95 = arith.index_cast %v94 : index to i32
    %v96 = llvm.getelementptr %sbuf22[%v95] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v97 = llvm.load %v96 : !llvm.ptr<3> -> f32
    %v98 = arith.addf %v93, %v97 fastmath<reassoc> : f32
    %v99 = arith.addi %v82, %c3 : index
    %v100 = arith.index_cast %v99 : index to i32
    %v101 = llvm.getelementptr %sbuf22[%v100] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v102 = llvm.load %v101 : !llvm.ptr<3> -> f32
    %v103 = arith.addf %v98, %v102 fastmath<reassoc> : f32
    %v104 = arith.addi %v82, %c4 : index
    %v105 = arith.index_cast %v104 : index to i32
    %v106 = llvm.getelementptr %sbuf22[%v105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v107 = llvm.load %v106 : !llvm.ptr<3> -> f32
    %v108 = arith.addf %v103, %v107 fastmath<reassoc> : f32
    %v109 = arith.addi %v82, %c5 : index
    %v110 = arith.index_cast %v109 : index to i32
    %v111 = llvm.getelementptr %sbuf22[%v110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v112 = llvm.load %v111 : !llvm.ptr<3> -> f32
    %v113 = arith.addf %v108, %v112 fastmath<reassoc> : f32
    %v114 = arith.addi %v82, %c6 : index
    %v115 = arith.index_cast %v114 : index to i32
    %v116 = llvm.getelementptr %sbuf22[%v115] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v117 = llvm.load %v116 : !llvm.ptr<3> -> f32
    %v118 = arith.addf %v113, %v117 fastmath<reassoc> : f32
    %v119 = arith.addi %v82, %c7 : index
    %v120 = arith.index_cast %v119 : index to i32
    %v121 = llvm.getelementptr %sbuf22[%v120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v122 = llvm.load %v121 : !llvm.ptr<3> -> f32
    %v123 = arith.addf %v118, %v122 fastmath<reassoc> : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v124 = arith.sitofp %a7 : i32 to f32
    %v125 = arith.divf %v123, %v124 : f32
    %v126 = arith.constant 0x00000000 : f32
    %v127 = arith.constant 0 : i32
    %v128 = arith.constant 1024 : i32
    %v129 = arith.muli %tidx, %c1 : index
    %v132 = scf.for %v131 = %v127 to %a7 step %v128 iter_args(%v130 = %v126) -> (f32) : i32 {
      %v133 = arith.constant 0x0000 : f16
      %v134 = arith.constant 0x00000000 : f32
      %v135 = arith.muli %tidx, %c1 : index
      %v136 = arith.index_cast %v135 : index to i32
      %v137 = arith.addi %v131, %v136 : i32
      %v138 = arith.cmpi slt, %v137, %a7 : i32
      %v139 = llvm.getelementptr %v2[%v137] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v140 = arith.cmpi slt, %v137, %a7 : i32
      %v141 = scf.if %v140 -> (f16) {
        %v142 = llvm.load %v139 : !llvm.ptr<1> -> f16
        scf.yield %v142 : f16
      } else {
        scf.yield %v133 : f16
      }
      %v143 = arith.extf %v141 : f16 to f32
      %v144 = arith.subf %v143, %v125 fastmath<contract> : f32
      %v145 = arith.select %v138, %v144, %v134 : f32
      %v146 = arith.muli %tidx, %c1 : index
      %v147 = arith.mulf %v145, %v145 fastmath<contract> : f32
      %v148 = arith.addf %v130, %v147 fastmath<contract> : f32
      scf.yield %v148 : f32
    }
    %v150 = arith.remui %tidx, %c1024 : index
    %v151 = arith.divui %tidx, %c1024 : index
    %v152 = arith.cmpi ult, %v151, %c1 : index
    %v153 = arith.select %v152, %v151, %c0 : index
    %v154 = arith.constant 0.0 : f32
    %v155 = arith.muli %tidx, %c1 : index
    %v156 = arith.addf %v154, %v132 fastmath<reassoc> : f32
    %v157 = arith.bitcast %v156 : f32 to i32
    %v158 = arith.constant 64 : i32
    %v159 = arith.constant 127 : i32
    %v160 = llvm.mlir.zero : !llvm.ptr<5>
    %v161 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v157, %v158, %v159, %v160) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v162 = arith.bitcast %v161 : i32 to f32
    %v163 = arith.addf %v156, %v162 fastmath<reassoc> : f32
    %v164 = arith.bitcast %v163 : f32 to i32
    %v165 = arith.constant 32 : i32
    %v166 = arith.constant 127 : i32
    %v167 = llvm.mlir.zero : !llvm.ptr<5>
    %v168 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v164, %v165, %v166, %v167) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v169 = arith.bitcast %v168 : i32 to f32
    %v170 = arith.addf %v163, %v169 fastmath<reassoc> : f32
    %v171 = arith.bitcast %v170 : f32 to i32
    %v172 = arith.constant 16 : i32
    %v173 = arith.constant 127 : i32
    %v174 = llvm.mlir.zero : !llvm.ptr<5>
    %v175 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v171, %v172, %v173, %v174) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v176 = arith.bitcast %v175 : i32 to f32
    %v177 = arith.addf %v170, %v176 fastmath<reassoc> : f32
    %v178 = arith.bitcast %v177 : f32 to i32
    %v179 = arith.constant 8 : i32
    %v180 = arith.constant 127 : i32
    %v181 = llvm.mlir.zero : !llvm.ptr<5>
    %v182 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v178, %v179, %v180, %v181) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v183 = arith.bitcast %v182 : i32 to f32
    %v184 = arith.addf %v177, %v183 fastmath<reassoc> : f32
    %v185 = arith.bitcast %v184 : f32 to i32
    %v186 = arith.constant 4 : i32
    %v187 = arith.constant 127 : i32
    %v188 = llvm.mlir.zero : !llvm.ptr<5>
    %v189 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v185, %v186, %v187, %v188) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v190 = arith.bitcast %v189 : i32 to f32
    %v191 = arith.addf %v184, %v190 fastmath<reassoc> : f32
    %v192 = arith.bitcast %v191 : f32 to i32
    %v193 = arith.constant 2 : i32
    %v194 = arith.constant 127 : i32
    %v195 = llvm.mlir.zero : !llvm.ptr<5>
    %v196 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v192, %v193, %v194, %v195) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v197 = arith.bitcast %v196 : i32 to f32
    %v198 = arith.addf %v191, %v197 fastmath<reassoc> : f32
    %v199 = arith.bitcast %v198 : f32 to i32
    %v200 = arith.constant 1 : i32
    %v201 = arith.constant 127 : i32
    %v202 = llvm.mlir.zero : !llvm.ptr<5>
    %v203 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v199, %v200, %v201, %v202) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v204 = arith.bitcast %v203 : i32 to f32
    %v205 = arith.addf %v198, %v204 fastmath<reassoc> : f32
    %v206 = arith.divui %v150, %c128 : index
    %v207 = arith.remui %tidx, %c128 : index
    %v208 = arith.cmpi eq, %v207, %c0 : index
    %v209 = arith.muli %v151, %c8 : index
    %v210 = arith.addi %v209, %v206 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v208 {
      %v211 = arith.index_cast %v210 : index to i32
      %v212 = llvm.getelementptr %sbuf149[%v211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v205, %v212 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v213 = arith.index_cast %v209 : index to i32
    %v214 = llvm.getelementptr %sbuf149[%v213] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v215 = llvm.load %v214 : !llvm.ptr<3> -> f32
    %v216 = arith.addi %v209, %c1 : index
    %v217 = arith.index_cast %v216 : index to i32
    %v218 = llvm.getelementptr %sbuf149[%v217] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v219 = llvm.load %v218 : !llvm.ptr<3> -> f32
    %v220 = arith.addf %v215, %v219 fastmath<reassoc> : f32
    %v221 = arith.addi %v209, %c2 : index
    %v222 = arith.index_cast %v221 : index to i32
    %v223 = llvm.getelementptr %sbuf149[%v222] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v224 = llvm.load %v223 : !llvm.ptr<3> -> f32
    %v225 = arith.addf %v220, %v224 fastmath<reassoc> : f32
    %v226 = arith.addi %v209, %c3 : index
    %v227 = arith.index_cast %v226 : index to i32
    %v228 = llvm.getelementptr %sbuf149[%v227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v229 = llvm.load %v228 : !llvm.ptr<3> -> f32
    %v230 = arith.addf %v225, %v229 fastmath<reassoc> : f32
    %v231 = arith.addi %v209, %c4 : index
    %v232 = arith.index_cast %v231 : index to i32
    %v233 = llvm.getelementptr %sbuf149[%v232] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v234 = llvm.load %v233 : !llvm.ptr<3> -> f32
    %v235 = arith.addf %v230, %v234 fastmath<reassoc> : f32
    %v236 = arith.addi %v209, %c5 : index
    %v237 = arith.index_cast %v236 : index to i32
    %v238 = llvm.getelementptr %sbuf149[%v237] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v239 = llvm.load %v238 : !llvm.ptr<3> -> f32
    %v240 = arith.addf %v235, %v239 fastmath<reassoc> : f32
    %v241 = arith.addi %v209, %c6 : index
    %v242 = arith.index_cast %v241 : index to i32
    %v243 = llvm.getelementptr %sbuf149[%v242] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v244 = llvm.load %v243 : !llvm.ptr<3> -> f32
    %v245 = arith.addf %v240, %v244 fastmath<reassoc> : f32
    %v246 = arith.addi %v209, %c7 : index
    %v247 = arith.index_cast %v246 : index to i32
    %v248 = llvm.getelementptr %sbuf149[%v247] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v249 = llvm.load %v248 : !llvm.ptr<3> -> f32
    %v250 = arith.addf %v245, %v249 fastmath<reassoc> : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v251 = arith.sitofp %a7 : i32 to f32
    %v252 = arith.divf %v250, %v251 : f32
    %v253 = arith.addf %v252, %a8 fastmath<contract> : f32
    %v254 = math.sqrt %v253 : f32
    %v255 = arith.constant 0x3F800000 : f32
    %v256 = arith.divf %v255, %v254 : f32
    %v257 = llvm.getelementptr %a4[%pid0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v258 = arith.muli %tidx, %c1 : index
    %v259 = arith.cmpi ult, %v258, %c1 : index
    scf.if %v259 {
      llvm.store %v125, %v257 : f32, !llvm.ptr<1>
    }
    %v260 = llvm.getelementptr %a5[%pid0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v261 = arith.muli %tidx, %c1 : index
    %v262 = arith.cmpi ult, %v261, %c1 : index
    scf.if %v262 {
      llvm.store %v256, %v260 : f32, !llvm.ptr<1>
    }
    %v263 = arith.constant 0 : i32
    %v264 = arith.constant 1024 : i32
    scf.for %v265 = %v263 to %a7 step %v264 : i32 {
      %v267 = arith.constant 0x0000 : f16
      %v268 = arith.constant 0x0000 : f16
      %v269 = arith.constant 0x0000 : f16
      %v270 = arith.muli %tidx, %c1 : index
      %v271 = arith.index_cast %v270 : index to i32
      %v272 = arith.addi %v265, %v271 : i32
      %v273 = llvm.getelementptr %v4[%v272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v274 = llvm.getelementptr %v2[%v272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v275 = arith.cmpi slt, %v272, %a7 : i32
      %v276 = scf.if %v275 -> (f16) {
        %v277 = llvm.load %v274 : !llvm.ptr<1> -> f16
        scf.yield %v277 : f16
      } else {
        scf.yield %v269 : f16
      }
      %v278 = arith.extf %v276 : f16 to f32
      %v279 = arith.subf %v278, %v125 fastmath<contract> : f32
      %v280 = arith.mulf %v279, %v256 fastmath<contract> : f32
      %v281 = llvm.getelementptr %a2[%v272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v282 = scf.if %v275 -> (f16) {
        %v283 = llvm.load %v281 : !llvm.ptr<1> -> f16
        scf.yield %v283 : f16
      } else {
        scf.yield %v267 : f16
      }
      %v284 = arith.extf %v282 : f16 to f32
      %v285 = arith.mulf %v280, %v284 fastmath<contract> : f32
      %v286 = llvm.getelementptr %a3[%v272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v287 = scf.if %v275 -> (f16) {
        %v288 = llvm.load %v286 : !llvm.ptr<1> -> f16
        scf.yield %v288 : f16
      } else {
        scf.yield %v268 : f16
      }
      %v289 = arith.extf %v287 : f16 to f32
      %v290 = arith.addf %v285, %v289 fastmath<contract> : f32
      %v291 = arith.truncf %v290 : f32 to f16
      scf.if %v275 {
        llvm.store %v291, %v273 : f16, !llvm.ptr<1>
      }
    }
    func.return
  }
}
