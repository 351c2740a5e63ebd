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
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %sbuf54_off = arith.constant 0 : i32
    %sbuf54 = llvm.getelementptr %smem[%sbuf54_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %sbuf226_off = arith.constant 32 : i32
    %sbuf226 = llvm.getelementptr %smem[%sbuf226_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %v1 = arith.muli %pid0, %a6 : i32
    %v2 = llvm.getelementptr %a0[%v1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %v3 = arith.muli %pid0, %a6 : i32
    %v4 = llvm.getelementptr %a1[%v3] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %v5 = arith.constant 0x00000000 : f32
    %v6 = arith.constant 0 : i32
    %v7 = arith.constant 1024 : i32
    %v8 = arith.muli %tidx, %c4 : index
    %v9 = arith.addi %v8, %c1 : index
    %v10 = arith.addi %v8, %c2 : index
    %v11 = arith.addi %v8, %c3 : index
    %v17:4 = scf.for %v16 = %v6 to %a7 step %v7 iter_args(%v12 = %v5, %v13 = %v5, %v14 = %v5, %v15 = %v5) -> (f32, f32, f32, f32) : i32 {
      %v18 = arith.constant 0x0000 : f16
      %v19 = arith.muli %tidx, %c4 : index
      %v20 = arith.addi %v19, %c1 : index
      %v21 = arith.addi %v19, %c2 : index
      %v22 = arith.addi %v19, %c3 : index
      %v23 = arith.index_cast %v19 : index to i32
      %v24 = arith.addi %v16, %v23 : i32
      %v25 = llvm.getelementptr %v2[%v24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v26 = arith.cmpi slt, %v24, %a7 : i32
      %v27 = llvm.mlir.undef : vector<4xf16>
      %v28 = llvm.mlir.constant(0 : i32) : i32
      %v29 = llvm.insertelement %v18, %v27[%v28 : i32] : vector<4xf16>
      %v30 = llvm.mlir.constant(1 : i32) : i32
      %v31 = llvm.insertelement %v18, %v29[%v30 : i32] : vector<4xf16>
      %v32 = llvm.mlir.constant(2 : i32) : i32
      %v33 = llvm.insertelement %v18, %v31[%v32 : i32] : vector<4xf16>
      %v34 = llvm.mlir.constant(3 : i32) : i32
      %v35 = llvm.insertelement %v18, %v33[%v34 : i32] : vector<4xf16>
      %v36 = scf.if %v26 -> (vector<4xf16>) {
        %v37 = llvm.load %v25 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
        scf.yield %v37 : vector<4xf16>
      } else {
        scf.yield %v35 : vector<4xf16>
      }
      %v38 = llvm.mlir.constant(0 : i32) : i32
      %v39 = llvm.extractelement %v36[%v38 : i32] : vector<4xf16>
      %v40 = llvm.mlir.constant(1 : i32) : i32
      %v41 = llvm.extractelement %v36[%v40 : i32] : vector<4xf16>
      %v42 = llvm.mlir.constant(2 : i32) : i32
      %v43 = llvm.extractelement %v36[%v42 : i32] : vector<4xf16>
      %v44 = llvm.mlir.constant(3 : i32) : i32
      %v45 = llvm.extractelement %v36[%v44 : i32] : vector<4xf16>
      %v46 = arith.extf %v39 : f16 to f32
      %v47 = arith.addf %v12, %v46 fastmath<contract> : f32
      %v48 = arith.extf %v41 : f16 to f32
      %v49 = arith.addf %v13, %v48 fastmath<contract> : f32
      %v50 = arith.extf %v43 : f16 to f32
      %v51 = arith.addf %v14, %v50 fastmath<contract> : f32
      %v52 = arith.extf %v45 : f16 to f32
      %v53 = arith.addf %v15, %v52 fastmath<contract> : f32
      scf.yield %v47, %v49, %v51, %v53 : f32, f32, f32, f32
    }
    %v55 = arith.remui %tidx, %c256 : index
    %v56 = arith.divui %tidx, %c256 : index
    %v57 = arith.cmpi ult, %v56, %c1 : index
    %v58 = arith.select %v57, %v56, %c0 : index
    %v59 = arith.constant 0.0 : f32
    %v60 = arith.muli %tidx, %c4 : index
    %v61 = arith.addi %v60, %c1 : index
    %v62 = arith.addi %v60, %c2 : index
    %v63 = arith.addi %v60, %c3 : index
    %v64 = arith.addf %v59, %v17#0 fastmath<reassoc> : f32
    %v65 = arith.addf %v64, %v17#1 fastmath<reassoc> : f32
    %v66 = arith.addf %v65, %v17#2 fastmath<reassoc> : f32
    %v67 = arith.addf %v66, %v17#3 fastmath<reassoc> : f32
    %v68 = arith.bitcast %v67 : f32 to i32
    %v69 = arith.constant 16 : i32
    %v70 = arith.constant 12319 : i32
    %v71 = llvm.mlir.zero : !llvm.ptr<5>
    %v72 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v68, %v69, %v70, %v71) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v73 = arith.bitcast %v72 : i32 to f32
    %v74 = arith.addf %v67, %v73 fastmath<reassoc> : f32
    %v75 = arith.bitcast %v74 : f32 to i32
    %v76 = arith.constant 8 : i32
    %v77 = arith.constant 12319 : i32
    %v78 = llvm.mlir.zero : !llvm.ptr<5>
    %v79 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v75, %v76, %v77, %v78) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v80 = arith.bitcast %v79 : i32 to f32
    %v81 = arith.addf %v74, %v80 fastmath<reassoc> : f32
    %v82 = arith.bitcast %v81 : f32 to i32
    %v83 = arith.constant 4 : i32
    %v84 = arith.constant 12319 : i32
    %v85 = llvm.mlir.zero : !llvm.ptr<5>
    %v86 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v82, %v83, %v84, %v85) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v87 = arith.bitcast %v86 : i32 to f32
    %v88 = arith.addf %v81, %v87 fastmath<reassoc> : f32
    %v89 = arith.bitcast %v88 : f32 to i32
    %v90 = arith.constant 2 : i32
    %v91 = arith.constant 12319 : i32
    %v92 = llvm.mlir.zero : !llvm.ptr<5>
    %v93 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v89, %v90, %v91, %v92) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v94 = arith.bitcast %v93 : i32 to f32
    %v95 = arith.addf %v88, %v94 fastmath<reassoc> : f32
    %v96 = arith.bitcast %v95 : f32 to i32
    %v97 = arith.constant 1 : i32
    %v98 = arith.constant 12319 : i32
    %v99 = llvm.mlir.zero : !llvm.ptr<5>
    %v100 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v96, %v97, %v98, %v99) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v101 = arith.bitcast %v100 : i32 to f32
    %v102 = arith.addf %v95, %v101 fastmath<reassoc> : f32
    %v103 = arith.divui %v55, %c32 : index
    %v104 = arith.remui %tidx, %c32 : index
    %v105 = arith.cmpi eq, %v104, %c0 : index
    %v106 = arith.muli %v56, %c8 : index
    %v107 = arith.addi %v106, %v103 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v105 {
      %v108 = arith.index_cast %v107 : index to i32
      %v109 = llvm.getelementptr %sbuf54[%v108] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v102, %v109 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v110 = arith.index_cast %v106 : index to i32
    %v111 = llvm.getelementptr %sbuf54[%v110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v112 = llvm.load %v111 : !llvm.ptr<3> -> f32
    %v113 = arith.addi %v106, %c1 : index
    %v114 = arith.index_cast %v113 : index to i32
    %v115 = llvm.getelementptr %sbuf54[%v114] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v116 = llvm.load %v115 : !llvm.ptr<3> -> f32
    %v117 = arith.addf %v112, %v116 fastmath<reassoc> : f32
    %v118 = arith.addi %v106, %c2 : index
    %v119 = arith.index_cast %v118 : index to i32
    %v120 = llvm.getelementptr %sbuf54[%v119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v121 = llvm.load %v120 : !llvm.ptr<3> -> f32
    %v122 = arith.addf %v117, %v121 fastmath<reassoc> : f32
    %v123 = arith.addi %v106, %c3 : index
    %v124 = arith.index_cast %v123 : index to i32
    %v125 = llvm.getelementptr %sbuf54[%v124] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v126 = llvm.load %v125 : !llvm.ptr<3> -> f32
    %v127 = arith.addf %v122, %v126 fastmath<reassoc> : f32
    %v128 = arith.addi %v106, %c4 : index
    %v129 = arith.index_cast %v128 : index to i32
    %v130 = llvm.getelementptr %sbuf54[%v129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v131 = llvm.load %v130 : !llvm.ptr<3> -> f32
    %v132 = arith.addf %v127, %v131 fastmath<reassoc> : f32
    %v133 = arith.addi %v106, %c5 : index
    %v134 = arith.index_cast %v133 : index to i32
    %v135 = llvm.getelementptr %sbuf54[%v134] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v136 = llvm.load %v135 : !llvm.ptr<3> -> f32
    %v137 = arith.addf %v132, %v136 fastmath<reassoc> : f32
    %v138 = arith.addi %v106, %c6 : index
    %v139 = arith.index_cast %v138 : index to i32
    %v140 = llvm.getelementptr %sbuf54[%v139] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v141 = llvm.load %v140 : !llvm.ptr<3> -> f32
    %v142 = arith.addf %v137, %v141 fastmath<reassoc> : f32
    %v143 = arith.addi %v106, %c7 : index
    %v144 = arith.index_cast %v143 : index to i32
    %v145 = llvm.getelementptr %sbuf54[%v144] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v146 = llvm.load %v145 : !llvm.ptr<3> -> f32
    %v147 = arith.addf %v142, %v146 fastmath<reassoc> : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v148 = arith.sitofp %a7 : i32 to f32
    %v149 = arith.divf %v147, %v148 : f32
    %v150 = arith.constant 0x00000000 : f32
    %v151 = arith.constant 0 : i32
    %v152 = arith.constant 1024 : i32
    %v153 = arith.muli %tidx, %c4 : index
    %v154 = arith.addi %v153, %c1 : index
    %v155 = arith.addi %v153, %c2 : index
    %v156 = arith.addi %v153, %c3 : index
    %v162:4 = scf.for %v161 = %v151 to %a7 step %v152 iter_args(%v157 = %v150, %v158 = %v150, %v159 = %v150, %v160 = %v150) -> (f32, f32, f32, f32) : i32 {
      %v163 = arith.constant 0x0000 : f16
      %v164 = arith.constant 0x00000000 : f32
      %v165 = arith.muli %tidx, %c4 : index
      %v166 = arith.addi %v165, %c1 : index
      %v167 = arith.addi %v165, %c2 : index
      %v168 = arith.addi %v165, %c3 : index
      %v169 = arith.index_cast %v165 : index to i32
      %v170 = arith.addi %v161, %v169 : i32
      %v171 = arith.cmpi slt, %v170, %a7 : i32
      %v172 = llvm.getelementptr %v2[%v170] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v173 = arith.cmpi slt, %v170, %a7 : i32
      %v174 = llvm.mlir.undef : vector<4xf16>
      %v175 = llvm.mlir.constant(0 : i32) : i32
      %v176 = llvm.insertelement %v163, %v174[%v175 : i32] : vector<4xf16>
      %v177 = llvm.mlir.constant(1 : i32) : i32
      %v178 = llvm.insertelement %v163, %v176[%v177 : i32] : vector<4xf16>
      %v179 = llvm.mlir.constant(2 : i32) : i32
      %v180 = llvm.insertelement %v163, %v178[%v179 : i32] : vector<4xf16>
      %v181 = llvm.mlir.constant(3 : i32) : i32
      %v182 = llvm.insertelement %v163, %v180[%v181 : i32] : vector<4xf16>
      %v183 = scf.if %v173 -> (vector<4xf16>) {
        %v184 = llvm.load %v172 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
        scf.yield %v184 : vector<4xf16>
      } else {
        scf.yield %v182 : vector<4xf16>
      }
      %v185 = llvm.mlir.constant(0 : i32) : i32
      %v186 = llvm.extractelement %v183[%v185 : i32] : vector<4xf16>
      %v187 = llvm.mlir.constant(1 : i32) : i32
      %v188 = llvm.extractelement %v183[%v187 : i32] : vector<4xf16>
      %v189 = llvm.mlir.constant(2 : i32) : i32
      %v190 = llvm.extractelement %v183[%v189 : i32] : vector<4xf16>
      %v191 = llvm.mlir.constant(3 : i32) : i32
      %v192 = llvm.extractelement %v183[%v191 : i32] : vector<4xf16>
      %v193 = arith.extf %v186 : f16 to f32
      %v194 = arith.subf %v193, %v149 fastmath<contract> : f32
      %v195 = arith.select %v171, %v194, %v164 : f32
      %v196 = arith.index_cast %v166 : index to i32
      %v197 = arith.addi %v161, %v196 : i32
      %v198 = arith.cmpi slt, %v197, %a7 : i32
      %v199 = arith.extf %v188 : f16 to f32
      %v200 = arith.subf %v199, %v149 fastmath<contract> : f32
      %v201 = arith.select %v198, %v200, %v164 : f32
      %v202 = arith.index_cast %v167 : index to i32
      %v203 = arith.addi %v161, %v202 : i32
      %v204 = arith.cmpi slt, %v203, %a7 : i32
      %v205 = arith.extf %v190 : f16 to f32
      %v206 = arith.subf %v205, %v149 fastmath<contract> : f32
      %v207 = arith.select %v204, %v206, %v164 : f32
      %v208 = arith.index_cast %v168 : index to i32
      %v209 = arith.addi %v161, %v208 : i32
      %v210 = arith.cmpi slt, %v209, %a7 : i32
      %v211 = arith.extf %v192 : f16 to f32
      %v212 = arith.subf %v211, %v149 fastmath<contract> : f32
      %v213 = arith.select %v210, %v212, %v164 : f32
      %v214 = arith.muli %tidx, %c4 : index
      %v215 = arith.addi %v214, %c1 : index
      %v216 = arith.addi %v214, %c2 : index
      %v217 = arith.addi %v214, %c3 : index
      %v218 = arith.mulf %v195, %v195 fastmath<contract> : f32
      %v219 = arith.addf %v157, %v218 fastmath<contract> : f32
      %v220 = arith.mulf %v201, %v201 fastmath<contract> : f32
      %v221 = arith.addf %v158, %v220 fastmath<contract> : f32
      %v222 = arith.mulf %v207, %v207 fastmath<contract> : f32
      %v223 = arith.addf %v159, %v222 fastmath<contract> : f32
      %v224 = arith.mulf %v213, %v213 fastmath<contract> : f32
      %v225 = arith.addf %v160, %v224 fastmath<contract> : f32
      scf.yield %v219, %v221, %v223, %v225 : f32, f32, f32, f32
    }
    %v227 = arith.remui %tidx, %c256 : index
    %v228 = arith.divui %tidx, %c256 : index
    %v229 = arith.cmpi ult, %v228, %c1 : index
    %v230 = arith.select %v229, %v228, %c0 : index
    %v231 = arith.constant 0.0 : f32
    %v232 = arith.muli %tidx, %c4 : index
    %v233 = arith.addi %v232, %c1 : index
    %v234 = arith.addi %v232, %c2 : index
    %v235 = arith.addi %v232, %c3 : index
    %v236 = arith.addf %v231, %v162#0 fastmath<reassoc> : f32
    %v237 = arith.addf %v236, %v162#1 fastmath<reassoc> : f32
    %v238 = arith.addf %v237, %v162#2 fastmath<reassoc> : f32
    %v239 = arith.addf %v238, %v162#3 fastmath<reassoc> : f32
    %v240 = arith.bitcast %v239 : f32 to i32
    %v241 = arith.constant 16 : i32
    %v242 = arith.constant 12319 : i32
    %v243 = llvm.mlir.zero : !llvm.ptr<5>
    %v244 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v240, %v241, %v242, %v243) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v245 = arith.bitcast %v244 : i32 to f32
    %v246 = arith.addf %v239, %v245 fastmath<reassoc> : f32
    %v247 = arith.bitcast %v246 : f32 to i32
    %v248 = arith.constant 8 : i32
    %v249 = arith.constant 12319 : i32
    %v250 = llvm.mlir.zero : !llvm.ptr<5>
    %v251 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v247, %v248, %v249, %v250) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v252 = arith.bitcast %v251 : i32 to f32
    %v253 = arith.addf %v246, %v252 fastmath<reassoc> : f32
    %v254 = arith.bitcast %v253 : f32 to i32
    %v255 = arith.constant 4 : i32
    %v256 = arith.constant 12319 : i32
    %v257 = llvm.mlir.zero : !llvm.ptr<5>
    %v258 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v254, %v255, %v256, %v257) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v259 = arith.bitcast %v258 : i32 to f32
    %v260 = arith.addf %v253, %v259 fastmath<reassoc> : f32
    %v261 = arith.bitcast %v260 : f32 to i32
    %v262 = arith.constant 2 : i32
    %v263 = arith.constant 12319 : i32
    %v264 = llvm.mlir.zero : !llvm.ptr<5>
    %v265 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v261, %v262, %v263, %v264) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v266 = arith.bitcast %v265 : i32 to f32
    %v267 = arith.addf %v260, %v266 fastmath<reassoc> : f32
    %v268 = arith.bitcast %v267 : f32 to i32
    %v269 = arith.constant 1 : i32
    %v270 = arith.constant 12319 : i32
    %v271 = llvm.mlir.zero : !llvm.ptr<5>
    %v272 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v268, %v269, %v270, %v271) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v273 = arith.bitcast %v272 : i32 to f32
    %v274 = arith.addf %v267, %v273 fastmath<reassoc> : f32
    %v275 = arith.divui %v227, %c32 : index
    %v276 = arith.remui %tidx, %c32 : index
    %v277 = arith.cmpi eq, %v276, %c0 : index
    %v278 = arith.muli %v228, %c8 : index
    %v279 = arith.addi %v278, %v275 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v277 {
      %v280 = arith.index_cast %v279 : index to i32
      %v281 = llvm.getelementptr %sbuf226[%v280] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v274, %v281 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v282 = arith.index_cast %v278 : index to i32
    %v283 = llvm.getelementptr %sbuf226[%v282] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v284 = llvm.load %v283 : !llvm.ptr<3> -> f32
    %v285 = arith.addi %v278, %c1 : index
    %v286 = arith.index_cast %v285 : index to i32
    %v287 = llvm.getelementptr %sbuf226[%v286] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v288 = llvm.load %v287 : !llvm.ptr<3> -> f32
    %v289 = arith.addf %v284, %v288 fastmath<reassoc> : f32
    %v290 = arith.addi %v278, %c2 : index
    %v291 = arith.index_cast %v290 : index to i32
    %v292 = llvm.getelementptr %sbuf226[%v291] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v293 = llvm.load %v292 : !llvm.ptr<3> -> f32
    %v294 = arith.addf %v289, %v293 fastmath<reassoc> : f32
    %v295 = arith.addi %v278, %c3 : index
    %v296 = arith.index_cast %v295 : index to i32
    %v297 = llvm.getelementptr %sbuf226[%v296] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v298 = llvm.load %v297 : !llvm.ptr<3> -> f32
    %v299 = arith.addf %v294, %v298 fastmath<reassoc> : f32
    %v300 = arith.addi %v278, %c4 : index
    %v301 = arith.index_cast %v300 : index to i32
    %v302 = llvm.getelementptr %sbuf226[%v301] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v303 = llvm.load %v302 : !llvm.ptr<3> -> f32
    %v304 = arith.addf %v299, %v303 fastmath<reassoc> : f32
    %v305 = arith.addi %v278, %c5 : index
    %v306 = arith.index_cast %v305 : index to i32
    %v307 = llvm.getelementptr %sbuf226[%v306] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v308 = llvm.load %v307 : !llvm.ptr<3> -> f32
    %v309 = arith.addf %v304, %v308 fastmath<reassoc> : f32
    %v310 = arith.addi %v278, %c6 : index
    %v311 = arith.index_cast %v310 : index to i32
    %v312 = llvm.getelementptr %sbuf226[%v311] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v313 = llvm.load %v312 : !llvm.ptr<3> -> f32
    %v314 = arith.addf %v309, %v313 fastmath<reassoc> : f32
    %v315 = arith.addi %v278, %c7 : index
    %v316 = arith.index_cast %v315 : index to i32
    %v317 = llvm.getelementptr %sbuf226[%v316] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v318 = llvm.load %v317 : !llvm.ptr<3> -> f32
    %v319 = arith.addf %v314, %v318 fastmath<reassoc> : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v320 = arith.sitofp %a7 : i32 to f32
    %v321 = arith.divf %v319, %v320 : f32
    %v322 = arith.addf %v321, %a8 fastmath<contract> : f32
    %v323 = math.sqrt %v322 : f32
    %v324 = arith.constant 0x3F800000 : f32
    %v325 = arith.divf %v324, %v323 : f32
    %v326 = llvm.getelementptr %a4[%pid0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v327 = arith.muli %tidx, %c1 : index
    %v328 = arith.cmpi ult, %v327, %c1 : index
    scf.if %v328 {
      llvm.store %v149, %v326 : f32, !llvm.ptr<1>
    }
    %v329 = llvm.getelementptr %a5[%pid0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v330 = arith.muli %tidx, %c1 : index
    %v331 = arith.cmpi ult, %v330, %c1 : index
    scf.if %v331 {
      llvm.store %v325, %v329 : f32, !llvm.ptr<1>
    }
    %v332 = arith.constant 0 : i32
    %v333 = arith.constant 1024 : i32
    scf.for %v334 = %v332 to %a7 step %v333 : i32 {
      %v336 = arith.constant 0x0000 : f16
      %v337 = arith.constant 0x0000 : f16
      %v338 = arith.constant 0x0000 : f16
      %v339 = arith.muli %tidx, %c4 : index
      %v340 = arith.addi %v339, %c1 : index
      %v341 = arith.addi %v339, %c2 : index
      %v342 = arith.addi %v339, %c3 : index
      %v343 = arith.index_cast %v339 : index to i32
      %v344 = arith.addi %v334, %v343 : i32
      %v345 = llvm.getelementptr %v2[%v344] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v346 = arith.cmpi slt, %v344, %a7 : i32
      %v347 = llvm.mlir.undef : vector<4xf16>
      %v348 = llvm.mlir.constant(0 : i32) : i32
      %v349 = llvm.insertelement %v338, %v347[%v348 : i32] : vector<4xf16>
      %v350 = llvm.mlir.constant(1 : i32) : i32
      %v351 = llvm.insertelement %v338, %v349[%v350 : i32] : vector<4xf16>
      %v352 = llvm.mlir.constant(2 : i32) : i32
      %v353 = llvm.insertelement %v338, %v351[%v352 : i32] : vector<4xf16>
      %v354 = llvm.mlir.constant(3 : i32) : i32
      %v355 = llvm.insertelement %v338, %v353[%v354 : i32] : vector<4xf16>
      %v356 = scf.if %v346 -> (vector<4xf16>) {
        %v357 = llvm.load %v345 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
        scf.yield %v357 : vector<4xf16>
      } else {
        scf.yield %v355 : vector<4xf16>
      }
      %v358 = llvm.mlir.constant(0 : i32) : i32
      %v359 = llvm.extractelement %v356[%v358 : i32] : vector<4xf16>
      %v360 = llvm.mlir.constant(1 : i32) : i32
      %v361 = llvm.extractelement %v356[%v360 : i32] : vector<4xf16>
      %v362 = llvm.mlir.constant(2 : i32) : i32
      %v363 = llvm.extractelement %v356[%v362 : i32] : vector<4xf16>
      %v364 = llvm.mlir.constant(3 : i32) : i32
      %v365 = llvm.extractelement %v356[%v364 : i32] : vector<4xf16>
      %v366 = arith.extf %v359 : f16 to f32
      %v367 = arith.subf %v366, %v149 fastmath<contract> : f32
      %v368 = arith.mulf %v367, %v325 fastmath<contract> : f32
      %v369 = llvm.getelementptr %a2[%v344] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v370 = llvm.mlir.undef : vector<4xf16>
      %v371 = llvm.mlir.constant(0 : i32) : i32
      %v372 = llvm.insertelement %v336, %v370[%v371 : i32] : vector<4xf16>
      %v373 = llvm.mlir.constant(1 : i32) : i32
      %v374 = llvm.insertelement %v336, %v372[%v373 : i32] : vector<4xf16>
      %v375 = llvm.mlir.constant(2 : i32) : i32
      %v376 = llvm.insertelement %v336, %v374[%v375 : i32] : vector<4xf16>
      %v377 = llvm.mlir.constant(3 : i32) : i32
      %v378 = llvm.insertelement %v336, %v376[%v377 : i32] : vector<4xf16>
      %v379 = scf.if %v346 -> (vector<4xf16>) {
        %v380 = llvm.load %v369 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
        scf.yield %v380 : vector<4xf16>
      } else {
        scf.yield %v378 : vector<4xf16>
      }
      %v381 = llvm.mlir.constant(0 : i32) : i32
      %v382 = llvm.extractelement %v379[%v381 : i32] : vector<4xf16>
      %v383 = llvm.mlir.constant(1 : i32) : i32
      %v384 = llvm.extractelement %v379[%v383 : i32] : vector<4xf16>
      %v385 = llvm.mlir.constant(2 : i32) : i32
      %v386 = llvm.extractelement %v379[%v385 : i32] : vector<4xf16>
      %v387 = llvm.mlir.constant(3 : i32) : i32
      %v388 = llvm.extractelement %v379[%v387 : i32] : vector<4xf16>
      %v389 = arith.extf %v382 : f16 to f32
      %v390 = arith.mulf %v368, %v389 fastmath<contract> : f32
      %v391 = llvm.getelementptr %a3[%v344] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v392 = llvm.mlir.undef : vector<4xf16>
      %v393 = llvm.mlir.constant(0 : i32) : i32
      %v394 = llvm.insertelement %v337, %v392[%v393 : i32] : vector<4xf16>
      %v395 = llvm.mlir.constant(1 : i32) : i32
      %v396 = llvm.insertelement %v337, %v394[%v395 : i32] : vector<4xf16>
      %v397 = llvm.mlir.constant(2 : i32) : i32
      %v398 = llvm.insertelement %v337, %v396[%v397 : i32] : vector<4xf16>
      %v399 = llvm.mlir.constant(3 : i32) : i32
      %v400 = llvm.insertelement %v337, %v398[%v399 : i32] : vector<4xf16>
      %v401 = scf.if %v346 -> (vector<4xf16>) {
        %v402 = llvm.load %v391 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
        scf.yield %v402 : vector<4xf16>
      } else {
        scf.yield %v400 : vector<4xf16>
      }
      %v403 = llvm.mlir.constant(0 : i32) : i32
      %v404 = llvm.extractelement %v401[%v403 : i32] : vector<4xf16>
      %v405 = llvm.mlir.constant(1 : i32) : i32
      %v406 = llvm.extractelement %v401[%v405 : i32] : vector<4xf16>
      %v407 = llvm.mlir.constant(2 : i32) : i32
      %v408 = llvm.extractelement %v401[%v407 : i32] : vector<4xf16>
      %v409 = llvm.mlir.constant(3 : i32) : i32
      %v410 = llvm.extractelement %v401[%v409 : i32] : vector<4xf16>
      %v411 = arith.extf %v404 : f16 to f32
      %v412 = arith.addf %v390, %v411 fastmath<contract> : f32
      %v413 = arith.truncf %v412 : f32 to f16
      %v414 = arith.extf %v361 : f16 to f32
      %v415 = arith.subf %v414, %v149 fastmath<contract> : f32
      %v416 = arith.mulf %v415, %v325 fastmath<contract> : f32
      %v417 = arith.extf %v384 : f16 to f32
      %v418 = arith.mulf %v416, %v417 fastmath<contract> : f32
      %v419 = arith.extf %v406 : f16 to f32
      %v420 = arith.addf %v418, %v419 fastmath<contract> : f32
      %v421 = arith.truncf %v420 : f32 to f16
      %v422 = arith.extf %v363 : f16 to f32
      %v423 = arith.subf %v422, %v149 fastmath<contract> : f32
      %v424 = arith.mulf %v423, %v325 fastmath<contract> : f32
      %v425 = arith.extf %v386 : f16 to f32
      %v426 = arith.mulf %v424, %v425 fastmath<contract> : f32
      %v427 = arith.extf %v408 : f16 to f32
      %v428 = arith.addf %v426, %v427 fastmath<contract> : f32
      %v429 = arith.truncf %v428 : f32 to f16
      %v430 = arith.extf %v365 : f16 to f32
      %v431 = arith.subf %v430, %v149 fastmath<contract> : f32
      %v432 = arith.mulf %v431, %v325 fastmath<contract> : f32
      %v433 = arith.extf %v388 : f16 to f32
      %v434 = arith.mulf %v432, %v433 fastmath<contract> : f32
      %v435 = arith.extf %v410 : f16 to f32
      %v436 = arith.addf %v434, %v435 fastmath<contract> : f32
      %v437 = arith.truncf %v436 : f32 to f16
      %v438 = llvm.mlir.undef : vector<4xf16>
      %v439 = llvm.mlir.constant(0 : i32) : i32
      %v440 = llvm.insertelement %v413, %v438[%v439 : i32] : vector<4xf16>
      %v441 = llvm.mlir.constant(1 : i32) : i32
      %v442 = llvm.insertelement %v421, %v440[%v441 : i32] : vector<4xf16>
      %v443 = llvm.mlir.constant(2 : i32) : i32
      %v444 = llvm.insertelement %v429, %v442[%v443 : i32] : vector<4xf16>
      %v445 = llvm.mlir.constant(3 : i32) : i32
      %v446 = llvm.insertelement %v437, %v444[%v445 : i32] : vector<4xf16>
      %v447 = llvm.getelementptr %v4[%v344] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      scf.if %v346 {
        llvm.store %v446, %v447 {alignment = 8 : i64} : vector<4xf16>, !llvm.ptr<1>
      }
    }
    func.return
  }
}
